/**
 * @generated SignedSource<<9a998613937291d96da0bd645ff69626>>
 * @relayHash 5d7b90bce5b293dbb34b998c7eee52b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa4ec60bff7b0703db4590a4351f02685c772c70315917184af05311a3b7e65f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TipStatus = "CHARGING" | "FAILED" | "REQUIRES_ACTION" | "SUCCEEDED" | "%future added value";
export type CompleteTipInput = {
  tipId: string;
};
export type useTipDriverCompleteMutation$variables = {
  input: CompleteTipInput;
};
export type useTipDriverCompleteMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly " $fragmentSpreads": FragmentRefs<"TipAfterDelivery_order">;
    };
    readonly tip?: {
      readonly amountCents: number;
      readonly id: string;
      readonly paymentClientSecret: string | null | undefined;
      readonly paymentIntentId: string | null | undefined;
      readonly status: TipStatus;
    };
  };
};
export type useTipDriverCompleteMutation = {
  response: useTipDriverCompleteMutation$data;
  variables: useTipDriverCompleteMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Tip",
  "kind": "LinkedField",
  "name": "tip",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
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
      "name": "paymentIntentId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentClientSecret",
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
    "name": "useTipDriverCompleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "completeTip",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "TipAfterDelivery_order"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "TipDriverPayload",
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
    "name": "useTipDriverCompleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "completeTip",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canTip",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tipsGivenCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tip",
                    "kind": "LinkedField",
                    "name": "tipsGiven",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "paidAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "TipDriverPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5d7b90bce5b293dbb34b998c7eee52b9",
    "id": "aa4ec60bff7b0703db4590a4351f02685c772c70315917184af05311a3b7e65f",
    "metadata": {},
    "name": "useTipDriverCompleteMutation",
    "operationKind": "mutation",
    "text": "mutation useTipDriverCompleteMutation(\n  $input: CompleteTipInput!\n) {\n  result: completeTip(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on TipDriverPayload {\n      tip {\n        id\n        amountCents\n        status\n        paymentIntentId\n        paymentClientSecret\n      }\n      order {\n        ...TipAfterDelivery_order\n        id\n      }\n    }\n  }\n}\n\nfragment TipAfterDelivery_order on Order {\n  id\n  canTip\n  tipsGivenCents\n  tipsGiven {\n    id\n    amountCents\n    paidAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "6abf890501b1076c6581016390feef16";

export default node;
