/**
 * @generated SignedSource<<4340a82503b8e9078bc355edddbdc0a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CookDashboardPageQuery$variables = Record<PropertyKey, never>;
export type CookDashboardPageQuery$data = {
  readonly chefKitchen: {
    readonly cookEarnings: {
      readonly recentOrders: ReadonlyArray<{
        readonly createdAt: any;
        readonly customerName: string;
        readonly databaseId: number;
        readonly status: string;
        readonly totalCents: number;
      }>;
      readonly today: {
        readonly grossCents: number;
        readonly orderCount: number;
      };
      readonly total: {
        readonly grossCents: number;
        readonly netCents: number;
        readonly platformFeeCents: number;
      };
    } | null | undefined;
    readonly id: string;
    readonly storeSettings: {
      readonly autoAcceptOrders: boolean;
      readonly businessName: string;
      readonly deliveryFeeCents: number;
      readonly deliveryRadiusMiles: number;
      readonly freeDeliveryMinimumCents: number;
      readonly minimumOrderCents: number;
      readonly preparationTime: number;
      readonly vacationMode: boolean;
    } | null | undefined;
  };
};
export type CookDashboardPageQuery = {
  response: CookDashboardPageQuery$data;
  variables: CookDashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "grossCents",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "chefKitchen",
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
        "concreteType": "StoreSettings",
        "kind": "LinkedField",
        "name": "storeSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "businessName",
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
            "name": "deliveryRadiusMiles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minimumOrderCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "freeDeliveryMinimumCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "preparationTime",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "autoAcceptOrders",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vacationMode",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CookEarnings",
        "kind": "LinkedField",
        "name": "cookEarnings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EarningsPeriod",
            "kind": "LinkedField",
            "name": "today",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EarningsPeriod",
            "kind": "LinkedField",
            "name": "total",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
                "name": "netCents",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CookOrderSummary",
            "kind": "LinkedField",
            "name": "recentOrders",
            "plural": true,
            "selections": [
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
                "name": "totalCents",
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
                "name": "customerName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CookDashboardPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CookDashboardPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4fb0ea8bfc0e6ec658a02c4c41388894",
    "id": null,
    "metadata": {},
    "name": "CookDashboardPageQuery",
    "operationKind": "query",
    "text": "query CookDashboardPageQuery {\n  chefKitchen {\n    id\n    storeSettings {\n      businessName\n      deliveryFeeCents\n      deliveryRadiusMiles\n      minimumOrderCents\n      freeDeliveryMinimumCents\n      preparationTime\n      autoAcceptOrders\n      vacationMode\n    }\n    cookEarnings {\n      today {\n        grossCents\n        orderCount\n      }\n      total {\n        grossCents\n        platformFeeCents\n        netCents\n      }\n      recentOrders {\n        databaseId\n        status\n        totalCents\n        createdAt\n        customerName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae32ab1096296787ecd25e79bab2bc9a";

export default node;
