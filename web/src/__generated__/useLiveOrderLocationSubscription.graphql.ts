/**
 * @generated SignedSource<<bc6e93610f278ce87e941ce25351dc10>>
 * @relayHash 9141123cd041acfc55f93c9a6b4f90d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4211377a0798904ef32fc320e4d12c5e5f7f310bdfb3b542bdbadac78a700fd6

import { ConcreteRequest } from 'relay-runtime';
export type useLiveOrderLocationSubscription$variables = {
  orderId: string;
};
export type useLiveOrderLocationSubscription$data = {
  readonly driverLocationUpdated: {
    readonly accuracy: number | null | undefined;
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
    "cacheID": "9141123cd041acfc55f93c9a6b4f90d5",
    "id": "4211377a0798904ef32fc320e4d12c5e5f7f310bdfb3b542bdbadac78a700fd6",
    "metadata": {},
    "name": "useLiveOrderLocationSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveOrderLocationSubscription(\n  $orderId: ID!\n) {\n  driverLocationUpdated(orderId: $orderId) {\n    lat\n    lng\n    accuracy\n    speed\n    heading\n    timestamp\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b22543fa28c5f6157af27562c858702";

export default node;
