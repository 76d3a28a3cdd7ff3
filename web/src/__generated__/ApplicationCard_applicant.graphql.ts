/**
 * @generated SignedSource<<93f9f050fa9bb30fb8b4ce61a22a4b55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationCard_applicant$data = {
  readonly email: string;
  readonly phone: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "ApplicationCard_applicant";
};
export type ApplicationCard_applicant$key = {
  readonly " $data"?: ApplicationCard_applicant$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationCard_applicant">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationCard_applicant",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bb79d434c90c4e3c75440def6a94e8c2";

export default node;
