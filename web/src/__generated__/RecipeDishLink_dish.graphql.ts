/**
 * @generated SignedSource<<bfe200114983fd717ec82ba48a2ffed2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipeDishLink_dish$data = {
  readonly databaseId: number;
  readonly kitchenStatus: {
    readonly label: string;
    readonly open: boolean;
  };
  readonly name: string;
  readonly " $fragmentType": "RecipeDishLink_dish";
};
export type RecipeDishLink_dish$key = {
  readonly " $data"?: RecipeDishLink_dish$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipeDishLink_dish">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipeDishLink_dish",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "KitchenStatus",
      "kind": "LinkedField",
      "name": "kitchenStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "open",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "d74fa7420c784b5d6092960caded1c07";

export default node;
