/**
 * @generated SignedSource<<e0f8f6b9649fcbed2072dcb810083246>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "confirmed" | "delivered" | "on_way" | "pending" | "picked_up" | "preparing" | "ready" | "%future added value";
export type PaymentStatus = "failed" | "refunded" | "requires_payment" | "succeeded" | "%future added value";
export type CompletePaymentInput = {
  orderId: string;
  paymentIntentId?: string | null | undefined;
};
export type OrderSuccessPageMutation$variables = {
  input: CompletePaymentInput;
};
export type OrderSuccessPageMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly databaseId: number;
      readonly id: string;
      readonly paymentStatus: PaymentStatus;
      readonly status: OrderStatus;
      readonly statusLabel: string;
    };
  };
};
export type OrderSuccessPageMutation = {
  response: OrderSuccessPageMutation$data;
  variables: OrderSuccessPageMutation$variables;
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
    "alias": "result",
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "completePayment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
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
                "name": "databaseId",
                "storageKey": null
              },
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
                "name": "statusLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentStatus",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CompletePaymentPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderSuccessPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderSuccessPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5fdbe5d019a7ccd7c7571777f749d19b",
    "id": null,
    "metadata": {},
    "name": "OrderSuccessPageMutation",
    "operationKind": "mutation",
    "text": "mutation OrderSuccessPageMutation(\n  $input: CompletePaymentInput!\n) {\n  result: completePayment(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on CompletePaymentPayload {\n      order {\n        id\n        databaseId\n        status\n        statusLabel\n        paymentStatus\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d2485c08237547bb327ada7ab31c65a";

export default node;
