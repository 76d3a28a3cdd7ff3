/**
 * @generated SignedSource<<f9c3f0a23c5bb9ed21f1ea9689adf9db>>
 * @relayHash 6ab2b0c593cc1de62cdf0608eb5ed0d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcf702b0da48e50cf7ad64d44469a0029c093fb55738460ff516205625db2ca4

import { ConcreteRequest } from 'relay-runtime';
export type ReorderUnavailableReason = "KITCHEN_UNAVAILABLE" | "REMOVED" | "UNAVAILABLE" | "%future added value";
export type ReorderInput = {
  orderId: string;
  replaceCart?: boolean | null | undefined;
};
export type ReorderButtonMutation$variables = {
  input: ReorderInput;
};
export type ReorderButtonMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly added?: ReadonlyArray<{
      readonly foodItemDatabaseId: number;
      readonly name: string;
      readonly quantity: number;
    }>;
    readonly message?: string;
    readonly unavailable?: ReadonlyArray<{
      readonly name: string;
      readonly reason: ReorderUnavailableReason;
    }>;
    readonly viewer?: {
      readonly cart: {
        readonly id: string;
        readonly totalQuantity: number;
      };
    };
  };
};
export type ReorderButtonMutation = {
  response: ReorderButtonMutation$data;
  variables: ReorderButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ReorderedDish",
  "kind": "LinkedField",
  "name": "added",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "foodItemDatabaseId",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ReorderUnavailableDish",
  "kind": "LinkedField",
  "name": "unavailable",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Cart",
  "kind": "LinkedField",
  "name": "cart",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalQuantity",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReorderButtonMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "reorder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ReorderPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReorderButtonMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "reorder",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ReorderPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6ab2b0c593cc1de62cdf0608eb5ed0d5",
    "id": "fcf702b0da48e50cf7ad64d44469a0029c093fb55738460ff516205625db2ca4",
    "metadata": {},
    "name": "ReorderButtonMutation",
    "operationKind": "mutation",
    "text": "mutation ReorderButtonMutation(\n  $input: ReorderInput!\n) {\n  result: reorder(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ReorderPayload {\n      added {\n        foodItemDatabaseId\n        name\n        quantity\n      }\n      unavailable {\n        name\n        reason\n      }\n      viewer {\n        cart {\n          id\n          totalQuantity\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "00980666e4ea57474f07f0fdcb2e32e8";

export default node;
