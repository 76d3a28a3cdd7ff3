/**
 * @generated SignedSource<<95fdb465a38ea5bc26e0005478300d4e>>
 * @relayHash d50038214ccee63d02e11296880fde50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1458ea2f603d4d48036078b4f43cbbf706e377c2f2eb1affd74269f5e9d76b9c

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type useLiveOrderStatusSubscription$variables = {
  orderId: string;
};
export type useLiveOrderStatusSubscription$data = {
  readonly orderStatusChanged: {
    readonly driver: {
      readonly name: string;
      readonly phone: string | null | undefined;
      readonly vehicle: string | null | undefined;
    } | null | undefined;
    readonly estimatedDelivery: any | null | undefined;
    readonly etaMinutes: number;
    readonly id: string;
    readonly status: OrderStatus;
    readonly statusLabel: string;
  };
};
export type useLiveOrderStatusSubscription = {
  response: useLiveOrderStatusSubscription$data;
  variables: useLiveOrderStatusSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "orderId",
        "variableName": "orderId"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "orderStatusChanged",
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
        "name": "estimatedDelivery",
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
        "concreteType": "DeliveryDriver",
        "kind": "LinkedField",
        "name": "driver",
        "plural": false,
        "selections": [
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
    "name": "useLiveOrderStatusSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveOrderStatusSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d50038214ccee63d02e11296880fde50",
    "id": "1458ea2f603d4d48036078b4f43cbbf706e377c2f2eb1affd74269f5e9d76b9c",
    "metadata": {},
    "name": "useLiveOrderStatusSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveOrderStatusSubscription(\n  $orderId: ID!\n) {\n  orderStatusChanged(orderId: $orderId) {\n    id\n    status\n    statusLabel\n    estimatedDelivery\n    etaMinutes\n    driver {\n      name\n      vehicle\n      phone\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c0d9ee78b6e795d07df60d322ffd0714";

export default node;
