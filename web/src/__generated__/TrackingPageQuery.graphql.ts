/**
 * @generated SignedSource<<e57c8a204f6ccdb4b4a7e6977f573437>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly " $fragmentSpreads": FragmentRefs<"ScheduledSlot_order">;
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
v2 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerDatabaseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kitchenName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryAddress",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pickupAddress",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtotalCents",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platformFeeCents",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryFeeCents",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryFeeLabel",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxCents",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tipCents",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimatedDelivery",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lat",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lng",
  "storageKey": null
},
v21 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/)
],
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "LatLng",
  "kind": "LinkedField",
  "name": "kitchenLocation",
  "plural": false,
  "selections": (v21/*:: as any*/),
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "LatLng",
  "kind": "LinkedField",
  "name": "deliveryLocation",
  "plural": false,
  "selections": (v21/*:: as any*/),
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "DeliveryDriver",
  "kind": "LinkedField",
  "name": "driver",
  "plural": false,
  "selections": [
    (v24/*:: as any*/),
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
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "DriverPosition",
  "kind": "LinkedField",
  "name": "driverLocation",
  "plural": false,
  "selections": [
    (v19/*:: as any*/),
    (v20/*:: as any*/),
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
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "OrderItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v24/*:: as any*/),
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
      {
        "condition": "hasOrder",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScheduledSlot_order"
              },
              (v4/*:: as any*/),
              (v1/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "hasOrder",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduledLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canCancel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancellableUntilLabel",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v1/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "d89cea8d1e7d71aecc22f58f7bff644c",
    "id": null,
    "metadata": {},
    "name": "TrackingPageQuery",
    "operationKind": "query",
    "text": "query TrackingPageQuery(\n  $databaseId: Int!\n  $hasOrder: Boolean!\n) {\n  viewer {\n    databaseId\n    id\n  }\n  order(databaseId: $databaseId) @include(if: $hasOrder) {\n    id\n    ...ScheduledSlot_order\n    customerDatabaseId\n    databaseId\n    status\n    statusLabel\n    createdAt\n    kitchenName\n    deliveryAddress\n    pickupAddress\n    subtotalCents\n    platformFeeCents\n    deliveryFeeCents\n    deliveryFeeLabel\n    taxCents\n    tipCents\n    totalCents\n    estimatedDelivery\n    kitchenLocation {\n      lat\n      lng\n    }\n    deliveryLocation {\n      lat\n      lng\n    }\n    driver {\n      name\n      vehicle\n      phone\n    }\n    driverLocation {\n      lat\n      lng\n      accuracy\n      speed\n      heading\n      timestamp\n    }\n    items {\n      databaseId\n      name\n      quantity\n      lineTotalCents\n    }\n  }\n}\n\nfragment ScheduledSlot_order on Order {\n  id\n  scheduledLabel\n  canCancel\n  cancellableUntilLabel\n}\n"
  }
};
})();

(node as any).hash = "b4294b704b40c9a3dffa637799abd4c3";

export default node;
