/**
 * @generated SignedSource<<877a025b53a66d2095694e038a8c6f82>>
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
export type CheckoutPageCompleteMutation$variables = {
  input: CompletePaymentInput;
};
export type CheckoutPageCompleteMutation$data = {
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
export type CheckoutPageCompleteMutation = {
  response: CheckoutPageCompleteMutation$data;
  variables: CheckoutPageCompleteMutation$variables;
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
    "name": "CheckoutPageCompleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutPageCompleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d0785d1bfe7f01f14bbd38994d5488f8",
    "id": null,
    "metadata": {},
    "name": "CheckoutPageCompleteMutation",
    "operationKind": "mutation",
    "text": "mutation CheckoutPageCompleteMutation(\n  $input: CompletePaymentInput!\n) {\n  result: completePayment(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on CompletePaymentPayload {\n      order {\n        id\n        databaseId\n        status\n        statusLabel\n        paymentStatus\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "76afc2c0e76afbc8ea6d4bf9151b2478";

export default node;
