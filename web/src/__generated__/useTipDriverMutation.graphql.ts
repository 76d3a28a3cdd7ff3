/**
 * @generated SignedSource<<757bbced87c14e6300a6e5d576353173>>
 * @relayHash ad11be4f4573fd18d3edc390d7230c27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4295876dd302dbc650a4185550642d6cb7dca9225ca46f56c9cc5953be1b0aee

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TipStatus = "CHARGING" | "FAILED" | "REQUIRES_ACTION" | "SUCCEEDED" | "%future added value";
export type TipDriverInput = {
  amountCents: number;
  cardNumber?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  orderId: string;
  savedCardId?: string | null | undefined;
};
export type useTipDriverMutation$variables = {
  input: TipDriverInput;
};
export type useTipDriverMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly " $fragmentSpreads": FragmentRefs<"TipAfterDelivery_order">;
    };
    readonly publishableKey?: string | null | undefined;
    readonly tip?: {
      readonly amountCents: number;
      readonly id: string;
      readonly paymentClientSecret: string | null | undefined;
      readonly paymentIntentId: string | null | undefined;
      readonly status: TipStatus;
    };
  };
};
export type useTipDriverMutation = {
  response: useTipDriverMutation$data;
  variables: useTipDriverMutation$variables;
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
  "name": "publishableKey",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Tip",
  "kind": "LinkedField",
  "name": "tip",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/),
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
    "name": "useTipDriverMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "tipDriver",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
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
    "name": "useTipDriverMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "tipDriver",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Order",
                "kind": "LinkedField",
                "name": "order",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
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
    "cacheID": "ad11be4f4573fd18d3edc390d7230c27",
    "id": "4295876dd302dbc650a4185550642d6cb7dca9225ca46f56c9cc5953be1b0aee",
    "metadata": {},
    "name": "useTipDriverMutation",
    "operationKind": "mutation",
    "text": "mutation useTipDriverMutation(\n  $input: TipDriverInput!\n) {\n  result: tipDriver(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on TipDriverPayload {\n      publishableKey\n      tip {\n        id\n        amountCents\n        status\n        paymentIntentId\n        paymentClientSecret\n      }\n      order {\n        ...TipAfterDelivery_order\n        id\n      }\n    }\n  }\n}\n\nfragment TipAfterDelivery_order on Order {\n  id\n  canTip\n  tipsGivenCents\n  tipsGiven {\n    id\n    amountCents\n    paidAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "4da950984a562da910c534713f741a9a";

export default node;
