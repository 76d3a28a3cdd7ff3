/**
 * @generated SignedSource<<f5160bbe60774c0ba34147ab8632d3bf>>
 * @relayHash 404ab0ba6a6f9edd52c45386f6aebcf9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7ace2a01d26f29659c130b8a3fbb27a1da802bec033822fe1542a5f8d846c30

import { ConcreteRequest } from 'relay-runtime';
export type SetFavouriteDishInput = {
  favourite: boolean;
  foodItemId: string;
};
export type FavouriteButtonDishMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SetFavouriteDishInput;
};
export type FavouriteButtonDishMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly favourite?: boolean;
    readonly foodItem?: {
      readonly id: string;
      readonly isFavourite: boolean;
    } | null | undefined;
    readonly message?: string;
    readonly removedId?: string;
  };
};
export type FavouriteButtonDishMutation = {
  response: FavouriteButtonDishMutation$data;
  variables: FavouriteButtonDishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "favourite",
  "storageKey": null
},
v6 = {
  "alias": "removedId",
  "args": null,
  "kind": "ScalarField",
  "name": "foodItemId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "FoodItem",
  "kind": "LinkedField",
  "name": "foodItem",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFavourite",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FavouriteButtonDishMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setFavouriteDish",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "type": "SetFavouriteDishPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FavouriteButtonDishMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setFavouriteDish",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": "removedId",
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "foodItemId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              },
              (v7/*:: as any*/)
            ],
            "type": "SetFavouriteDishPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "404ab0ba6a6f9edd52c45386f6aebcf9",
    "id": "c7ace2a01d26f29659c130b8a3fbb27a1da802bec033822fe1542a5f8d846c30",
    "metadata": {},
    "name": "FavouriteButtonDishMutation",
    "operationKind": "mutation",
    "text": "mutation FavouriteButtonDishMutation(\n  $input: SetFavouriteDishInput!\n) {\n  result: setFavouriteDish(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SetFavouriteDishPayload {\n      favourite\n      removedId: foodItemId\n      foodItem {\n        id\n        isFavourite\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c6761530cfce3220552d6ef3950c3e1";

export default node;
