/**
 * @generated SignedSource<<6b871857de37354418d1cde5abf86673>>
 * @relayHash b97ba8028b12fc36db100f78b20002ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ee65a8b49ba774852da49127ba1df0b038204333d059f752fc67443dc94171b

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryEstimateInput = {
  destination: LatLngInput;
  driverLocation: LatLngInput;
};
export type LatLngInput = {
  lat: number;
  lng: number;
};
export type GpsTestTrackingPanelEstimateQuery$variables = {
  input: DeliveryEstimateInput;
};
export type GpsTestTrackingPanelEstimateQuery$data = {
  readonly deliveryEstimate: {
    readonly confidence: number;
    readonly distance: number;
    readonly estimatedArrival: any;
    readonly estimatedTime: number;
    readonly steps: ReadonlyArray<{
      readonly instruction: string;
    }>;
    readonly trafficConditions: string;
  };
};
export type GpsTestTrackingPanelEstimateQuery = {
  response: GpsTestTrackingPanelEstimateQuery$data;
  variables: GpsTestTrackingPanelEstimateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeliveryEstimate",
    "kind": "LinkedField",
    "name": "deliveryEstimate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "estimatedArrival",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "estimatedTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "distance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "trafficConditions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "confidence",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RouteStep",
        "kind": "LinkedField",
        "name": "steps",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "instruction",
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
    "name": "GpsTestTrackingPanelEstimateQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GpsTestTrackingPanelEstimateQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b97ba8028b12fc36db100f78b20002ed",
    "id": "5ee65a8b49ba774852da49127ba1df0b038204333d059f752fc67443dc94171b",
    "metadata": {},
    "name": "GpsTestTrackingPanelEstimateQuery",
    "operationKind": "query",
    "text": "query GpsTestTrackingPanelEstimateQuery(\n  $input: DeliveryEstimateInput!\n) {\n  deliveryEstimate(input: $input) {\n    estimatedArrival\n    estimatedTime\n    distance\n    trafficConditions\n    confidence\n    steps {\n      instruction\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "213d21fd7f75efe0c171a6febfd12719";

export default node;
