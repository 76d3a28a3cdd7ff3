/**
 * @generated SignedSource<<8f8a03c6effe47ff92ca9e478742c496>>
 * @relayHash 49e049944701776d1c285b9203675b94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c884182c741596c39260526345e97346506b6c114a2f431f350efdbb9f92838a

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
    "cacheID": "49e049944701776d1c285b9203675b94",
    "id": "c884182c741596c39260526345e97346506b6c114a2f431f350efdbb9f92838a",
    "metadata": {},
    "name": "useLiveOrderStatusSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveOrderStatusSubscription(\n  $orderId: ID!\n) {\n  orderStatusChanged(orderId: $orderId) {\n    id\n    status\n    statusLabel\n    estimatedDelivery\n    driver {\n      name\n      vehicle\n      phone\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e48c652ef09cd64c5af7cfbca1634368";

export default node;
