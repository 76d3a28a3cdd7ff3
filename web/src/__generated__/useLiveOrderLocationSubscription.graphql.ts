/**
 * @generated SignedSource<<b806030b94bcc7ffb41bda569f170851>>
 * @relayHash 42a6abbc07af922a07a2b2dd90dc4631
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 941665ef49a9939d64198f78c3a7d51127ad38732776ecc894a848b0646aa8d0

import { ConcreteRequest } from 'relay-runtime';
export type useLiveOrderLocationSubscription$variables = {
  orderId: string;
};
export type useLiveOrderLocationSubscription$data = {
  readonly driverLocationUpdated: {
    readonly accuracy: number | null | undefined;
    readonly etaMinutes: number | null | undefined;
    readonly heading: number | null | undefined;
    readonly lat: number;
    readonly lng: number;
    readonly speed: number | null | undefined;
    readonly timestamp: any;
  };
};
export type useLiveOrderLocationSubscription = {
  response: useLiveOrderLocationSubscription$data;
  variables: useLiveOrderLocationSubscription$variables;
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
    "concreteType": "DriverPosition",
    "kind": "LinkedField",
    "name": "driverLocationUpdated",
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
      },
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "etaMinutes",
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
    "name": "useLiveOrderLocationSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveOrderLocationSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "42a6abbc07af922a07a2b2dd90dc4631",
    "id": "941665ef49a9939d64198f78c3a7d51127ad38732776ecc894a848b0646aa8d0",
    "metadata": {},
    "name": "useLiveOrderLocationSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveOrderLocationSubscription(\n  $orderId: ID!\n) {\n  driverLocationUpdated(orderId: $orderId) {\n    lat\n    lng\n    accuracy\n    speed\n    heading\n    timestamp\n    etaMinutes\n  }\n}\n"
  }
};
})();

(node as any).hash = "f61aab18056f2ef84a8f64248779ad38";

export default node;
