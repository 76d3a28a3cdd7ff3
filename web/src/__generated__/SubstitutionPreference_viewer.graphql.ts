/**
 * @generated SignedSource<<2db1ae2373582c5787231143d2153146>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubstitutionMode = "REFUND" | "SUGGEST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubstitutionPreference_viewer$data = {
  readonly substitutionPreference: SubstitutionMode | null | undefined;
  readonly " $fragmentType": "SubstitutionPreference_viewer";
};
export type SubstitutionPreference_viewer$key = {
  readonly " $data"?: SubstitutionPreference_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubstitutionPreference_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubstitutionPreference_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "substitutionPreference",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8da18944dc051fdc7136df9a4c3fd73b";

export default node;
