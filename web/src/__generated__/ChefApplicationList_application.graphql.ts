/**
 * @generated SignedSource<<06196554617b37193355e0fc0d4351d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChefApplicationList_application$data = {
  readonly businessLicensePhoto: string | null | undefined;
  readonly businessName: string;
  readonly businessType: string | null | undefined;
  readonly createdAt: any;
  readonly cuisine: string | null | undefined;
  readonly description: string;
  readonly experienceYears: number;
  readonly governmentIdPhoto: string | null | undefined;
  readonly id: string;
  readonly kitchenAddress: string;
  readonly kitchenPhoto: string | null | undefined;
  readonly rejectionReason: string | null | undefined;
  readonly specialties: string;
  readonly status: ApplicationStatus;
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationCard_applicant">;
  };
  readonly " $fragmentType": "ChefApplicationList_application";
};
export type ChefApplicationList_application$key = {
  readonly " $data"?: ChefApplicationList_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChefApplicationList_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChefApplicationList_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cuisine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "experienceYears",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialties",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kitchenAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "governmentIdPhoto",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessLicensePhoto",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kitchenPhoto",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectionReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ApplicationCard_applicant"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChefApplication",
  "abstractKey": null
};

(node as any).hash = "a8b0976ed40800ec8958749e0d6cd1e3";

export default node;
