/**
 * @generated SignedSource<<e33a878c04c829882c0f643482369e61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "cancelled" | "confirmed" | "delivered" | "on_way" | "pending" | "picked_up" | "preparing" | "ready" | "%future added value";
export type TrackingPageSubscription$variables = {
  orderId: string;
};
export type TrackingPageSubscription$data = {
  readonly orderStatusChanged: {
    readonly id: string;
    readonly status: OrderStatus;
    readonly statusLabel: string;
  };
};
export type TrackingPageSubscription = {
  response: TrackingPageSubscription$data;
  variables: TrackingPageSubscription$variables;
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
    "name": "TrackingPageSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackingPageSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "901bce1001023ac74008493e3d89f9ab",
    "id": null,
    "metadata": {},
    "name": "TrackingPageSubscription",
    "operationKind": "subscription",
    "text": "subscription TrackingPageSubscription(\n  $orderId: ID!\n) {\n  orderStatusChanged(orderId: $orderId) {\n    id\n    status\n    statusLabel\n  }\n}\n"
  }
};
})();

(node as any).hash = "82268c9b2046855f570159b53693bd6e";

export default node;
