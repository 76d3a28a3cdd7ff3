/**
 * @generated SignedSource<<db7160b9e9fa274d2ef663e52134f8d8>>
 * @relayHash 1201a5f9ad409e962dcf908860a95f00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2fd3d42561f657b6a95c444b123ad4e6dc285c45150563a7d07aa8da05c9a6f

import { ConcreteRequest } from 'relay-runtime';
export type SetFavouriteKitchenInput = {
  cookId: string;
  favourite: boolean;
};
export type FavouriteButtonKitchenMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SetFavouriteKitchenInput;
};
export type FavouriteButtonKitchenMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cook?: {
      readonly id: string;
      readonly isFavouriteKitchen: boolean;
    } | null | undefined;
    readonly favourite?: boolean;
    readonly message?: string;
    readonly removedId?: string;
  };
};
export type FavouriteButtonKitchenMutation = {
  response: FavouriteButtonKitchenMutation$data;
  variables: FavouriteButtonKitchenMutation$variables;
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
  "name": "cookId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "cook",
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
      "name": "isFavouriteKitchen",
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
    "name": "FavouriteButtonKitchenMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setFavouriteKitchen",
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
            "type": "SetFavouriteKitchenPayload",
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
    "name": "FavouriteButtonKitchenMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setFavouriteKitchen",
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
                "name": "cookId",
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
            "type": "SetFavouriteKitchenPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1201a5f9ad409e962dcf908860a95f00",
    "id": "e2fd3d42561f657b6a95c444b123ad4e6dc285c45150563a7d07aa8da05c9a6f",
    "metadata": {},
    "name": "FavouriteButtonKitchenMutation",
    "operationKind": "mutation",
    "text": "mutation FavouriteButtonKitchenMutation(\n  $input: SetFavouriteKitchenInput!\n) {\n  result: setFavouriteKitchen(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SetFavouriteKitchenPayload {\n      favourite\n      removedId: cookId\n      cook {\n        id\n        isFavouriteKitchen\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "efd09c453ea80e8192d8d9a2741ad22d";

export default node;
