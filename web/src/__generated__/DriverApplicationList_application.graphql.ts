/**
 * @generated SignedSource<<672406a892ca60426714055d69b13f92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DriverApplicationList_application$data = {
  readonly createdAt: any;
  readonly driverLicensePhoto: string | null | undefined;
  readonly id: string;
  readonly insuranceProofPhoto: string | null | undefined;
  readonly insuranceProvider: string;
  readonly licenseNumber: string;
  readonly licensePlate: string;
  readonly rejectionReason: string | null | undefined;
  readonly status: ApplicationStatus;
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"ApplicationCard_applicant">;
  };
  readonly vehicleMake: string;
  readonly vehicleModel: string;
  readonly vehicleRegistrationPhoto: string | null | undefined;
  readonly vehicleType: string;
  readonly vehicleYear: number;
  readonly " $fragmentType": "DriverApplicationList_application";
};
export type DriverApplicationList_application$key = {
  readonly " $data"?: DriverApplicationList_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"DriverApplicationList_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DriverApplicationList_application",
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
      "name": "vehicleYear",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vehicleMake",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vehicleModel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vehicleType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licenseNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licensePlate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "insuranceProvider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "driverLicensePhoto",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vehicleRegistrationPhoto",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "insuranceProofPhoto",
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
  "type": "DriverApplication",
  "abstractKey": null
};

(node as any).hash = "99707ac7867eaa72a4fc0b9ed7fcee6c";

export default node;
