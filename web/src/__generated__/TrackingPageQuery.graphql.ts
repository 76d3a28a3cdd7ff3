/**
 * @generated SignedSource<<9791f3dd97ce139b0d64ca4fe57a12b9>>
 * @relayHash c88d0db8146dd076bb7814a5a50ffe72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed8beac13c152e9ecc50b04f7c0a1e301a352dd77d6118b9aa97955c04b43d2b

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
    readonly driver: {
      readonly " $fragmentSpreads": FragmentRefs<"DriverCard_driver">;
    } | null | undefined;
    readonly kitchenName: string;
    readonly status: OrderStatus;
    readonly statusLabel: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderReceipt_order" | "ScheduledSlot_order" | "SubstituteDishes_order" | "TipAfterDelivery_order" | "TrackingConnection_order" | "TrackingMap_order" | "TrackingProgress_order" | "TrackingProgress_status">;
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
  "name": "customerDatabaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kitchenName",
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
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lat",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lng",
  "storageKey": null
},
v13 = [
  (v11/*:: as any*/),
  (v12/*:: as any*/)
];
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScheduledSlot_order"
              },
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DeliveryDriver",
                "kind": "LinkedField",
                "name": "driver",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DriverCard_driver"
                  }
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TrackingProgress_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TrackingProgress_status"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TrackingMap_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderReceipt_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TipAfterDelivery_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TrackingConnection_order"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SubstituteDishes_order"
              }
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
          (v8/*:: as any*/)
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
              (v8/*:: as any*/),
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
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DeliveryDriver",
                "kind": "LinkedField",
                "name": "driver",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
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
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "etaMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LatLng",
                "kind": "LinkedField",
                "name": "deliveryLocation",
                "plural": false,
                "selections": (v13/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "speed",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v10/*:: as any*/)
                ],
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
                "concreteType": "LatLng",
                "kind": "LinkedField",
                "name": "kitchenLocation",
                "plural": false,
                "selections": (v13/*:: as any*/),
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
                "concreteType": "OrderItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v9/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canTip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tipsGivenCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Tip",
                "kind": "LinkedField",
                "name": "tipsGiven",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amountCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paidAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancelReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scheduledFor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "substituteDishes",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "effectivePriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "cook",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
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
    ]
  },
  "params": {
    "cacheID": "c88d0db8146dd076bb7814a5a50ffe72",
    "id": "ed8beac13c152e9ecc50b04f7c0a1e301a352dd77d6118b9aa97955c04b43d2b",
    "metadata": {},
    "name": "TrackingPageQuery",
    "operationKind": "query",
    "text": "query TrackingPageQuery(\n  $databaseId: Int!\n  $hasOrder: Boolean!\n) {\n  viewer {\n    databaseId\n    id\n  }\n  order(databaseId: $databaseId) @include(if: $hasOrder) {\n    ...ScheduledSlot_order\n    databaseId\n    customerDatabaseId\n    status\n    statusLabel\n    createdAt\n    kitchenName\n    driver {\n      ...DriverCard_driver\n    }\n    ...TrackingProgress_order\n    ...TrackingProgress_status\n    ...TrackingMap_order\n    ...OrderReceipt_order\n    ...TipAfterDelivery_order\n    ...TrackingConnection_order\n    ...SubstituteDishes_order\n    id\n  }\n}\n\nfragment DriverCard_driver on DeliveryDriver {\n  name\n  vehicle\n  phone\n}\n\nfragment OrderReceipt_order on Order {\n  pickupAddress\n  deliveryAddress\n  subtotalCents\n  platformFeeCents\n  deliveryFeeCents\n  deliveryFeeLabel\n  distanceApproximate\n  taxCents\n  tipCents\n  discountCents\n  promoCode\n  totalCents\n  items {\n    databaseId\n    name\n    quantity\n    lineTotalCents\n  }\n}\n\nfragment ScheduledSlot_order on Order {\n  id\n  scheduledLabel\n  canCancel\n  cancellableUntilLabel\n}\n\nfragment SubstituteDishes_order on Order {\n  cancelReason\n  scheduledFor\n  substituteDishes {\n    id\n    name\n    effectivePriceCents\n    cook {\n      name\n      id\n    }\n  }\n}\n\nfragment TipAfterDelivery_order on Order {\n  id\n  canTip\n  tipsGivenCents\n  tipsGiven {\n    id\n    amountCents\n    paidAt\n  }\n}\n\nfragment TrackingConnection_order on Order {\n  id\n  status\n  driverLocation {\n    __typename\n  }\n}\n\nfragment TrackingMap_order on Order {\n  id\n  databaseId\n  customerDatabaseId\n  status\n  deliveryAddress\n  kitchenLocation {\n    lat\n    lng\n  }\n  deliveryLocation {\n    lat\n    lng\n  }\n  driver {\n    __typename\n  }\n  driverLocation {\n    lat\n    lng\n  }\n}\n\nfragment TrackingProgress_order on Order {\n  id\n  status\n  etaMinutes\n  driver {\n    name\n  }\n  deliveryLocation {\n    lat\n    lng\n  }\n  driverLocation {\n    speed\n    lat\n    lng\n  }\n}\n\nfragment TrackingProgress_status on Order {\n  status\n  driverLocation {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "86370f0c8b6ebc4886ac95c7a579ee66";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
