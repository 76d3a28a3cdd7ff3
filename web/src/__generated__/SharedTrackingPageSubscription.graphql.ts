/**
 * @generated SignedSource<<713c8551c4fc74e84570afed8be85bda>>
 * @relayHash 742942e7275428c7e1323bd77e77b387
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1cf6f21a6324c4d08d4292a5b6b2c56d16a1529ad65920c94c5a3decba437053

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type SharedTrackingPageSubscription$variables = {
  token: string;
};
export type SharedTrackingPageSubscription$data = {
  readonly sharedTrackingUpdated: {
    readonly driverFirstName: string | null | undefined;
    readonly driverLocation: {
      readonly lat: number;
      readonly lng: number;
    } | null | undefined;
    readonly etaMinutes: number;
    readonly expiresAt: any | null | undefined;
    readonly kitchenName: string;
    readonly scheduledLabel: string | null | undefined;
    readonly status: OrderStatus;
    readonly statusLabel: string;
  };
};
export type SharedTrackingPageSubscription = {
  response: SharedTrackingPageSubscription$data;
  variables: SharedTrackingPageSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "SharedTracking",
    "kind": "LinkedField",
    "name": "sharedTrackingUpdated",
    "plural": false,
    "selections": [
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
        "name": "etaMinutes",
        "storageKey": null
      },
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
        "name": "kitchenName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "driverFirstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LatLng",
        "kind": "LinkedField",
        "name": "driverLocation",
        "plural": false,
        "selections": [
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
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "SharedTrackingPageSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharedTrackingPageSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "742942e7275428c7e1323bd77e77b387",
    "id": "1cf6f21a6324c4d08d4292a5b6b2c56d16a1529ad65920c94c5a3decba437053",
    "metadata": {},
    "name": "SharedTrackingPageSubscription",
    "operationKind": "subscription",
    "text": "subscription SharedTrackingPageSubscription(\n  $token: String!\n) {\n  sharedTrackingUpdated(token: $token) {\n    status\n    statusLabel\n    etaMinutes\n    scheduledLabel\n    kitchenName\n    driverFirstName\n    driverLocation {\n      lat\n      lng\n    }\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "1058158c237554f32d593e0b28292a12";

export default node;
