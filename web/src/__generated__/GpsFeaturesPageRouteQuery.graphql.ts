/**
 * @generated SignedSource<<43c30d36a31eec6e09b1136e4e8c39f4>>
 * @relayHash f067933ed898b6af3cf70542c4166b2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1789bd02c32049b370a5b4c21ab28973bbd23916bd27ebc91d7e893eaccf3a19

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryRouteInput = {
  from: LatLngInput;
  to: LatLngInput;
};
export type LatLngInput = {
  lat: number;
  lng: number;
};
export type GpsFeaturesPageRouteQuery$variables = {
  input: DeliveryRouteInput;
};
export type GpsFeaturesPageRouteQuery$data = {
  readonly deliveryRoute: {
    readonly path: ReadonlyArray<{
      readonly lat: number;
      readonly lng: number;
    }>;
  };
};
export type GpsFeaturesPageRouteQuery = {
  response: GpsFeaturesPageRouteQuery$data;
  variables: GpsFeaturesPageRouteQuery$variables;
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
    "concreteType": "DeliveryRoute",
    "kind": "LinkedField",
    "name": "deliveryRoute",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LatLng",
        "kind": "LinkedField",
        "name": "path",
        "plural": true,
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
    "name": "GpsFeaturesPageRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GpsFeaturesPageRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f067933ed898b6af3cf70542c4166b2c",
    "id": "1789bd02c32049b370a5b4c21ab28973bbd23916bd27ebc91d7e893eaccf3a19",
    "metadata": {},
    "name": "GpsFeaturesPageRouteQuery",
    "operationKind": "query",
    "text": "query GpsFeaturesPageRouteQuery(\n  $input: DeliveryRouteInput!\n) {\n  deliveryRoute(input: $input) {\n    path {\n      lat\n      lng\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cfa5360579a105206f02aef106a2d2cb";

export default node;
