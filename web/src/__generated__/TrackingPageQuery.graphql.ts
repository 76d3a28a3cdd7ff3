/**
 * @generated SignedSource<<36d57bde2afb63baed2a02e0300439a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type TrackingPageQuery$variables = {
  databaseId: number;
  hasOrder: boolean;
};
export type TrackingPageQuery$data = {
  readonly order?: {
    readonly createdAt: any;
    readonly customerDatabaseId: number;
    readonly databaseId: number;
    readonly deliveryAddress: string;
    readonly deliveryFeeCents: number;
    readonly deliveryFeeLabel: string;
    readonly deliveryLocation: {
      readonly lat: number;
      readonly lng: number;
    } | null | undefined;
    readonly driver: {
      readonly name: string;
      readonly phone: string | null | undefined;
      readonly vehicle: string | null | undefined;
    } | null | undefined;
    readonly driverLocation: {
      readonly accuracy: number | null | undefined;
      readonly heading: number | null | undefined;
      readonly lat: number;
      readonly lng: number;
      readonly speed: number | null | undefined;
      readonly timestamp: any;
    } | null | undefined;
    readonly estimatedDelivery: any | null | undefined;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly databaseId: number;
      readonly lineTotalCents: number;
      readonly name: string;
      readonly quantity: number;
    }>;
    readonly kitchenLocation: {
      readonly lat: number;
      readonly lng: number;
    } | null | undefined;
    readonly kitchenName: string;
    readonly pickupAddress: string;
    readonly platformFeeCents: number;
    readonly status: OrderStatus;
    readonly statusLabel: string;
    readonly subtotalCents: number;
    readonly taxCents: number;
    readonly tipCents: number;
    readonly totalCents: number;
  } | null | undefined;
  readonly viewer: {
    readonly databaseId: number;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lat",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lng",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
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
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customerDatabaseId",
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
          "name": "tipCents",
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
          "name": "estimatedDelivery",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LatLng",
          "kind": "LinkedField",
          "name": "kitchenLocation",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LatLng",
          "kind": "LinkedField",
          "name": "deliveryLocation",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeliveryDriver",
          "kind": "LinkedField",
          "name": "driver",
          "plural": false,
          "selections": [
            (v6/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "vehicle",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "phone",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DriverPosition",
          "kind": "LinkedField",
          "name": "driverLocation",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "accuracy",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "speed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "heading",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "timestamp",
              "storageKey": null
            }
          ],
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
            (v6/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TrackingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "7215b407e439064c693cb715ed40a6ab",
    "id": null,
    "metadata": {},
    "name": "TrackingPageQuery",
    "operationKind": "query",
    "text": "query TrackingPageQuery(\n  $databaseId: Int!\n  $hasOrder: Boolean!\n) {\n  viewer {\n    databaseId\n    id\n  }\n  order(databaseId: $databaseId) @include(if: $hasOrder) {\n    id\n    customerDatabaseId\n    databaseId\n    status\n    statusLabel\n    createdAt\n    kitchenName\n    deliveryAddress\n    pickupAddress\n    subtotalCents\n    platformFeeCents\n    deliveryFeeCents\n    deliveryFeeLabel\n    taxCents\n    tipCents\n    totalCents\n    estimatedDelivery\n    kitchenLocation {\n      lat\n      lng\n    }\n    deliveryLocation {\n      lat\n      lng\n    }\n    driver {\n      name\n      vehicle\n      phone\n    }\n    driverLocation {\n      lat\n      lng\n      accuracy\n      speed\n      heading\n      timestamp\n    }\n    items {\n      databaseId\n      name\n      quantity\n      lineTotalCents\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c40fee9824cf3317ad8508fcf6ef7a4a";

export default node;
