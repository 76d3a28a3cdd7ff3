/**
 * @generated SignedSource<<241b062835b098ef0c463e9931018468>>
 * @relayHash 5ddc48af54ad846bb63e02cd7413ee95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 376e08a461ca40d446b1bb655529afc036e6cb593c0271b5417b2c77647b8ef4

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type SharedTrackingPageQuery$variables = {
  token: string;
};
export type SharedTrackingPageQuery$data = {
  readonly sharedTracking: {
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
  } | null | undefined;
};
export type SharedTrackingPageQuery = {
  response: SharedTrackingPageQuery$data;
  variables: SharedTrackingPageQuery$variables;
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
    "name": "sharedTracking",
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
    "name": "SharedTrackingPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharedTrackingPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5ddc48af54ad846bb63e02cd7413ee95",
    "id": "376e08a461ca40d446b1bb655529afc036e6cb593c0271b5417b2c77647b8ef4",
    "metadata": {},
    "name": "SharedTrackingPageQuery",
    "operationKind": "query",
    "text": "query SharedTrackingPageQuery(\n  $token: String!\n) {\n  sharedTracking(token: $token) {\n    status\n    statusLabel\n    etaMinutes\n    scheduledLabel\n    kitchenName\n    driverFirstName\n    driverLocation {\n      lat\n      lng\n    }\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb790398200a6948f2b442de67e322f8";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
