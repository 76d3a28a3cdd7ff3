/**
 * @generated SignedSource<<ac7d71ea41add865c27b816ba4872b09>>
 * @relayHash 832afb344514afb7b321818db9b24f9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcdbd3b47dcd641cd276df37d4f4ed5bd914d87bab16a27d3bf10eb8c44f5b00

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentProviderKind = "STRIPE" | "TEST" | "%future added value";
export type CreatePaymentIntentInput = {
  amountCents?: number | null | undefined;
  deliveryAddress?: string | null | undefined;
  promoCode?: string | null | undefined;
  saveCard?: boolean | null | undefined;
  scheduledFor?: any | null | undefined;
  tip?: TipInput | null | undefined;
};
export type TipInput = {
  amountCents?: number | null | undefined;
  percent?: number | null | undefined;
};
export type useCreatePaymentIntentMutation$variables = {
  input: CreatePaymentIntentInput;
};
export type useCreatePaymentIntentMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly clientSecret?: string;
    readonly message?: string;
    readonly paymentIntentId?: string;
    readonly provider?: PaymentProviderKind;
    readonly publishableKey?: string | null | undefined;
    readonly quote?: {
      readonly " $fragmentSpreads": FragmentRefs<"OrderSummary_quote">;
    } | null | undefined;
  };
};
export type useCreatePaymentIntentMutation = {
  response: useCreatePaymentIntentMutation$data;
  variables: useCreatePaymentIntentMutation$variables;
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
  "name": "paymentIntentId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientSecret",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishableKey",
  "storageKey": null
},
v8 = [
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
    "name": "distanceApproximate",
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
    "name": "tipCents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "discountCents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "promoCode",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreatePaymentIntentMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPaymentIntent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CheckoutQuote",
                "kind": "LinkedField",
                "name": "quote",
                "plural": false,
                "selections": [
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "OrderSummary_quote",
                    "selections": (v8/*:: as any*/),
                    "args": null,
                    "argumentDefinitions": []
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
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePaymentIntentMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPaymentIntent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CheckoutQuote",
                "kind": "LinkedField",
                "name": "quote",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "CreatePaymentIntentPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "832afb344514afb7b321818db9b24f9b",
    "id": "bcdbd3b47dcd641cd276df37d4f4ed5bd914d87bab16a27d3bf10eb8c44f5b00",
    "metadata": {},
    "name": "useCreatePaymentIntentMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePaymentIntentMutation(\n  $input: CreatePaymentIntentInput!\n) {\n  result: createPaymentIntent(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on CreatePaymentIntentPayload {\n      paymentIntentId\n      clientSecret\n      provider\n      publishableKey\n      quote {\n        ...OrderSummary_quote\n      }\n    }\n  }\n}\n\nfragment OrderSummary_quote on CheckoutQuote {\n  kitchenName\n  lines {\n    foodItemDatabaseId\n    name\n    quantity\n    unitPriceCents\n    regularPriceCents\n    specialApplied\n    lineTotalCents\n  }\n  subtotalCents\n  platformFeeCents\n  deliveryFeeCents\n  deliveryFeeLabel\n  distanceApproximate\n  taxCents\n  tipCents\n  discountCents\n  promoCode\n  totalCents\n  deliveryAddress\n  distanceKnown\n}\n"
  }
};
})();

(node as any).hash = "ee3bb51448346d7c1979a42a64b59b18";

export default node;
