/**
 * @generated SignedSource<<47adca0ce591def61358f52e8bdf3d48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentProviderKind = "stripe" | "test" | "%future added value";
export type CreatePaymentIntentInput = {
  deliveryAddress?: string | null | undefined;
};
export type CheckoutPageIntentMutation$variables = {
  input: CreatePaymentIntentInput;
};
export type CheckoutPageIntentMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly clientSecret?: string;
    readonly message?: string;
    readonly paymentIntentId?: string;
    readonly provider?: PaymentProviderKind;
    readonly publishableKey?: string | null | undefined;
    readonly quote?: {
      readonly deliveryAddress: string;
      readonly deliveryFeeCents: number;
      readonly deliveryFeeLabel: string;
      readonly distanceKnown: boolean;
      readonly kitchenName: string;
      readonly lines: ReadonlyArray<{
        readonly foodItemDatabaseId: number;
        readonly lineTotalCents: number;
        readonly name: string;
        readonly quantity: number;
        readonly regularPriceCents: number;
        readonly specialApplied: boolean;
        readonly unitPriceCents: number;
      }>;
      readonly platformFeeCents: number;
      readonly subtotalCents: number;
      readonly taxCents: number;
      readonly totalCents: number;
    };
  };
};
export type CheckoutPageIntentMutation = {
  response: CheckoutPageIntentMutation$data;
  variables: CheckoutPageIntentMutation$variables;
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
    "name": "createPaymentIntent",
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
            "kind": "ScalarField",
            "name": "paymentIntentId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientSecret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishableKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckoutQuote",
            "kind": "LinkedField",
            "name": "quote",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kitchenName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CheckoutLine",
                "kind": "LinkedField",
                "name": "lines",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "foodItemDatabaseId",
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
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "regularPriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "specialApplied",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lineTotalCents",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subtotalCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "platformFeeCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveryFeeCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveryFeeLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taxCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveryAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "distanceKnown",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreatePaymentIntentPayload",
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
    "name": "CheckoutPageIntentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutPageIntentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8dc366c5c9a707e56504e2472586927c",
    "id": null,
    "metadata": {},
    "name": "CheckoutPageIntentMutation",
    "operationKind": "mutation",
    "text": "mutation CheckoutPageIntentMutation(\n  $input: CreatePaymentIntentInput!\n) {\n  result: createPaymentIntent(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on CreatePaymentIntentPayload {\n      paymentIntentId\n      clientSecret\n      provider\n      publishableKey\n      quote {\n        kitchenName\n        lines {\n          foodItemDatabaseId\n          name\n          quantity\n          unitPriceCents\n          regularPriceCents\n          specialApplied\n          lineTotalCents\n        }\n        subtotalCents\n        platformFeeCents\n        deliveryFeeCents\n        deliveryFeeLabel\n        taxCents\n        totalCents\n        deliveryAddress\n        distanceKnown\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "af691d9e98aad4654244f176306bce4f";

export default node;
