/**
 * @generated SignedSource<<c3cf5e4e38b334432dae8b1785fb5a62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "confirmed" | "delivered" | "on_way" | "pending" | "picked_up" | "preparing" | "ready" | "%future added value";
export type TrackingPageQuery$variables = {
  databaseId: number;
  hasOrder: boolean;
};
export type TrackingPageQuery$data = {
  readonly order?: {
    readonly createdAt: any;
    readonly databaseId: number;
    readonly deliveryAddress: string;
    readonly deliveryFeeCents: number;
    readonly deliveryFeeLabel: string;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly databaseId: number;
      readonly lineTotalCents: number;
      readonly name: string;
      readonly quantity: number;
    }>;
    readonly kitchenName: string;
    readonly pickupAddress: string;
    readonly platformFeeCents: number;
    readonly status: OrderStatus;
    readonly statusLabel: string;
    readonly subtotalCents: number;
    readonly taxCents: number;
    readonly totalCents: number;
  } | null | undefined;
};
export type TrackingPageQuery = {
  response: TrackingPageQuery$data;
  variables: TrackingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hasOrder"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = [
  {
    "condition": "hasOrder",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "databaseId",
            "variableName": "databaseId"
          }
        ],
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
          (v1/*:: as any*/),
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
            "name": "createdAt",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "deliveryAddress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pickupAddress",
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
            "concreteType": "OrderItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "lineTotalCents",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TrackingPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackingPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3dbb3ee6fdb8d2ce546740d041fedd7f",
    "id": null,
    "metadata": {},
    "name": "TrackingPageQuery",
    "operationKind": "query",
    "text": "query TrackingPageQuery(\n  $databaseId: Int!\n  $hasOrder: Boolean!\n) {\n  order(databaseId: $databaseId) @include(if: $hasOrder) {\n    id\n    databaseId\n    status\n    statusLabel\n    createdAt\n    kitchenName\n    deliveryAddress\n    pickupAddress\n    subtotalCents\n    platformFeeCents\n    deliveryFeeCents\n    deliveryFeeLabel\n    taxCents\n    totalCents\n    items {\n      databaseId\n      name\n      quantity\n      lineTotalCents\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e97c513a70388b369526d50e68990257";

export default node;
