/**
 * @generated SignedSource<<00f69b2f1c71be702b046e427a30035b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutPageQuery$variables = Record<PropertyKey, never>;
export type CheckoutPageQuery$data = {
  readonly checkoutQuote: {
    readonly __typename: string;
    readonly deliveryAddress?: string;
    readonly deliveryFeeCents?: number;
    readonly deliveryFeeLabel?: string;
    readonly distanceKnown?: boolean;
    readonly kitchenName?: string;
    readonly lines?: ReadonlyArray<{
      readonly foodItemDatabaseId: number;
      readonly lineTotalCents: number;
      readonly name: string;
      readonly quantity: number;
      readonly regularPriceCents: number;
      readonly specialApplied: boolean;
      readonly unitPriceCents: number;
    }>;
    readonly message?: string;
    readonly platformFeeCents?: number;
    readonly subtotalCents?: number;
    readonly taxCents?: number;
    readonly totalCents?: number;
  } | null | undefined;
  readonly viewer: {
    readonly address: string | null | undefined;
  } | null | undefined;
};
export type CheckoutPageQuery = {
  response: CheckoutPageQuery$data;
  variables: CheckoutPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "checkoutQuote",
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
      "type": "CheckoutQuote",
      "abstractKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckoutPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CheckoutPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "2b13f6d621ccb3fc166476e94636688e",
    "id": null,
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": "query CheckoutPageQuery {\n  viewer {\n    address\n    id\n  }\n  checkoutQuote {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on CheckoutQuote {\n      kitchenName\n      lines {\n        foodItemDatabaseId\n        name\n        quantity\n        unitPriceCents\n        regularPriceCents\n        specialApplied\n        lineTotalCents\n      }\n      subtotalCents\n      platformFeeCents\n      deliveryFeeCents\n      deliveryFeeLabel\n      taxCents\n      totalCents\n      deliveryAddress\n      distanceKnown\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cdb487809362fc1a4ae4feed3f6be6c0";

export default node;
