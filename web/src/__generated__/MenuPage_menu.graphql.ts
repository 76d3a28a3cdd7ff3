/**
 * @generated SignedSource<<ed251b35b0fae6d394f01df4a1c389f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuPage_menu$data = {
  readonly menu: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FoodCard_item">;
      };
    }>;
  };
  readonly " $fragmentType": "MenuPage_menu";
};
export type MenuPage_menu$key = {
  readonly " $data"?: MenuPage_menu$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuPage_menu">;
};

import MenuPagePaginationQuery_graphql from './MenuPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "menu"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "diet"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "excludeAllergens"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "hideConflicts"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "meal"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": MenuPagePaginationQuery_graphql
    }
  },
  "name": "MenuPage_menu",
  "selections": [
    {
      "alias": "menu",
      "args": [
        {
          "kind": "Variable",
          "name": "diet",
          "variableName": "diet"
        },
        {
          "kind": "Variable",
          "name": "excludeAllergens",
          "variableName": "excludeAllergens"
        },
        {
          "kind": "Variable",
          "name": "hideConflicts",
          "variableName": "hideConflicts"
        },
        {
          "kind": "Variable",
          "name": "meal",
          "variableName": "meal"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        }
      ],
      "concreteType": "QueryMenuConnection",
      "kind": "LinkedField",
      "name": "__MenuPage_menu_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryMenuConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FoodItem",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FoodCard_item"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "2e3b0ffd55a54573f9f7be7b88396397";

export default node;
