/**
 * @generated SignedSource<<ca3889ce4a17c1ef7f07c191d90a5d5f>>
 * @relayHash b2ae92c13f1f244828ac2d21e16b7a40
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 72b41eaf433fbe173b2f9af95cc8d6129c6ca30b529720d0cc0a174f59c99ca9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
export type DriverPageQuery$variables = Record<PropertyKey, never>;
export type DriverPageQuery$data = {
  readonly viewer: {
    readonly approvalStatus: ApplicationStatus | null | undefined;
    readonly driverApplication: {
      readonly createdAt: any;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
      readonly vehicleMake: string;
      readonly vehicleModel: string;
      readonly vehicleYear: number;
    } | null | undefined;
    readonly role: Role;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DriverDashboard_driver">;
};
export type DriverPageQuery = {
  response: DriverPageQuery$data;
  variables: DriverPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvalStatus",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vehicleYear",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vehicleMake",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vehicleModel",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rejectionReason",
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
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scheduledLabel",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canCancel",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancellableUntilLabel",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kitchenName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pickupAddress",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryAddress",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliveryInstructions",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "distanceFromDriverMiles",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "driverPayCents",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tipCents",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "OrderItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v12/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v22 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lat",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lng",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DriverPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DriverDashboard_driver"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DriverApplication",
            "kind": "LinkedField",
            "name": "driverApplication",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
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
    "name": "DriverPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DriverMetrics",
        "kind": "LinkedField",
        "name": "driverMetrics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalDeliveries",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "todayDeliveries",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "todayEarningsCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "averageRating",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onTimeDeliveries",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "driverActiveOrders",
        "plural": true,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v2/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cookPhone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "customerPhone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LatLng",
            "kind": "LinkedField",
            "name": "kitchenLocation",
            "plural": false,
            "selections": (v22/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LatLng",
            "kind": "LinkedField",
            "name": "deliveryLocation",
            "plural": false,
            "selections": (v22/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "availableOrders",
        "plural": true,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v2/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DriverApplication",
            "kind": "LinkedField",
            "name": "driverApplication",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b2ae92c13f1f244828ac2d21e16b7a40",
    "id": "72b41eaf433fbe173b2f9af95cc8d6129c6ca30b529720d0cc0a174f59c99ca9",
    "metadata": {},
    "name": "DriverPageQuery",
    "operationKind": "query",
    "text": "query DriverPageQuery {\n  ...DriverDashboard_driver\n  viewer {\n    role\n    approvalStatus\n    driverApplication {\n      status\n      vehicleYear\n      vehicleMake\n      vehicleModel\n      rejectionReason\n      createdAt\n      id\n    }\n    id\n  }\n}\n\nfragment DeliveryCard_order on Order {\n  id\n  ...ScheduledSlot_order\n  databaseId\n  status\n  statusLabel\n  kitchenName\n  pickupAddress\n  deliveryAddress\n  deliveryInstructions\n  distanceFromDriverMiles\n  driverPayCents\n  tipCents\n  items {\n    databaseId\n    name\n    quantity\n  }\n}\n\nfragment DriverDashboard_driver on Query {\n  driverMetrics {\n    totalDeliveries\n    todayDeliveries\n    todayEarningsCents\n    averageRating\n    onTimeDeliveries\n  }\n  driverActiveOrders {\n    id\n    ...DeliveryCard_order\n    ...NavigationPanel_order\n  }\n  availableOrders {\n    id\n    ...DeliveryCard_order\n  }\n}\n\nfragment NavigationPanel_order on Order {\n  id\n  status\n  kitchenName\n  pickupAddress\n  cookPhone\n  customerName\n  customerPhone\n  deliveryAddress\n  deliveryInstructions\n  kitchenLocation {\n    lat\n    lng\n  }\n  deliveryLocation {\n    lat\n    lng\n  }\n}\n\nfragment ScheduledSlot_order on Order {\n  id\n  scheduledLabel\n  canCancel\n  cancellableUntilLabel\n}\n"
  }
};
})();

(node as any).hash = "a111f581785dcda906e37df300a5eeed";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
