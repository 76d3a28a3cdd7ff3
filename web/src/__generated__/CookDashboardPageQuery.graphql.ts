/**
 * @generated SignedSource<<569665225487e81b9f0fa8a7c15338b2>>
 * @relayHash 5aa95e53451c05e0fb361cc631630991
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a19a0ba1d901843d70db840d50987598fe62cb47a6c780b0f61e7d55ac592f92

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type CookDashboardPageQuery$variables = Record<PropertyKey, never>;
export type CookDashboardPageQuery$data = {
  readonly chefKitchen: {
    readonly cookEarnings: {
      readonly recentOrders: ReadonlyArray<{
        readonly createdAt: any;
        readonly customerName: string;
        readonly databaseId: number;
        readonly status: OrderStatus;
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
        readonly promoDiscountCents: number;
      };
    } | null | undefined;
    readonly recipeDishes: ReadonlyArray<{
      readonly dish: {
        readonly databaseId: number;
        readonly name: string;
      };
      readonly orderCount: number;
      readonly recipe: {
        readonly commentCount: number;
        readonly databaseId: number;
        readonly likes: number;
        readonly title: string;
        readonly views: number;
      };
    }>;
    readonly storeSettings: {
      readonly autoAcceptOrders: boolean;
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
  "concreteType": "StoreSettings",
  "kind": "LinkedField",
  "name": "storeSettings",
  "plural": false,
  "selections": [
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "grossCents",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
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
        (v1/*:: as any*/),
        (v2/*:: as any*/)
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
        (v1/*:: as any*/),
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
          "name": "promoDiscountCents",
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
        (v3/*:: as any*/),
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
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "views",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "likes",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commentCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CookDashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "chefKitchen",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecipeDishStats",
            "kind": "LinkedField",
            "name": "recipeDishes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "dish",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Recipe",
                "kind": "LinkedField",
                "name": "recipe",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CookDashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "chefKitchen",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecipeDishStats",
            "kind": "LinkedField",
            "name": "recipeDishes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "dish",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v5/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Recipe",
                "kind": "LinkedField",
                "name": "recipe",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5aa95e53451c05e0fb361cc631630991",
    "id": "a19a0ba1d901843d70db840d50987598fe62cb47a6c780b0f61e7d55ac592f92",
    "metadata": {},
    "name": "CookDashboardPageQuery",
    "operationKind": "query",
    "text": "query CookDashboardPageQuery {\n  chefKitchen {\n    storeSettings {\n      deliveryFeeCents\n      deliveryRadiusMiles\n      minimumOrderCents\n      freeDeliveryMinimumCents\n      preparationTime\n      autoAcceptOrders\n      vacationMode\n    }\n    cookEarnings {\n      today {\n        grossCents\n        orderCount\n      }\n      total {\n        grossCents\n        platformFeeCents\n        promoDiscountCents\n        netCents\n      }\n      recentOrders {\n        databaseId\n        status\n        totalCents\n        createdAt\n        customerName\n      }\n    }\n    recipeDishes {\n      orderCount\n      dish {\n        databaseId\n        name\n        id\n      }\n      recipe {\n        databaseId\n        title\n        views\n        likes\n        commentCount\n        id\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "90f3eea2727ac11ad101de141dcc55fb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
