/**
 * @generated SignedSource<<e64b24d32e31ec08c0ca6616b8cedcbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "id": null,
    "metadata": {},
    "name": "GpsFeaturesPageRouteQuery",
    "operationKind": "query",
    "text": "query GpsFeaturesPageRouteQuery(\n  $input: DeliveryRouteInput!\n) {\n  deliveryRoute(input: $input) {\n    path {\n      lat\n      lng\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cfa5360579a105206f02aef106a2d2cb";

export default node;
