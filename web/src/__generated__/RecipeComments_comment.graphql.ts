/**
 * @generated SignedSource<<6c8614043dbb63374b179281cd677dc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipeComments_comment$data = {
  readonly canDelete: boolean;
  readonly comment: string;
  readonly createdAt: any;
  readonly id: string;
  readonly rating: number;
  readonly userName: string;
  readonly " $fragmentType": "RecipeComments_comment";
};
export type RecipeComments_comment$key = {
  readonly " $data"?: RecipeComments_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipeComments_comment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipeComments_comment",
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
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
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
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDelete",
      "storageKey": null
    }
  ],
  "type": "RecipeComment",
  "abstractKey": null
};

(node as any).hash = "0ef84483959454c02acbbc49a51dc72f";

export default node;
