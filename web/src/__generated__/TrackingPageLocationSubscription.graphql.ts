/**
 * @generated SignedSource<<2db120ba70454587cb4be732758c131b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TrackingPageLocationSubscription$variables = {
  orderId: string;
};
export type TrackingPageLocationSubscription$data = {
  readonly driverLocationUpdated: {
    readonly accuracy: number | null | undefined;
    readonly heading: number | null | undefined;
    readonly lat: number;
    readonly lng: number;
    readonly speed: number | null | undefined;
    readonly timestamp: any;
  };
};
export type TrackingPageLocationSubscription = {
  response: TrackingPageLocationSubscription$data;
  variables: TrackingPageLocationSubscription$variables;
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
    "name": "TrackingPageLocationSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackingPageLocationSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "88e6fbc564a79f2d16ec7971d06a8159",
    "id": null,
    "metadata": {},
    "name": "TrackingPageLocationSubscription",
    "operationKind": "subscription",
    "text": "subscription TrackingPageLocationSubscription(\n  $orderId: ID!\n) {\n  driverLocationUpdated(orderId: $orderId) {\n    lat\n    lng\n    accuracy\n    speed\n    heading\n    timestamp\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc55cd0bb93db5e166cd7754f673fb44";

export default node;
