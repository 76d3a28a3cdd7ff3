/**
 * @generated SignedSource<<13e53025d3764ce16e5023f7719acbcf>>
 * @relayHash 528e8ba1d68c893d0b7c1e27228d239e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 618bc164bf156944df46238ba329d95a99f8354ef28d519ce671ff5b9bce8958

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryRouteInput = {
  from: LatLngInput;
  to: LatLngInput;
};
export type LatLngInput = {
  lat: number;
  lng: number;
};
export type NavigationPanelRouteQuery$variables = {
  input: DeliveryRouteInput;
};
export type NavigationPanelRouteQuery$data = {
  readonly deliveryRoute: {
    readonly distanceMiles: number;
    readonly durationMinutes: number;
    readonly eta: any;
    readonly steps: ReadonlyArray<{
      readonly distanceMiles: number;
      readonly durationMinutes: number;
      readonly instruction: string;
      readonly maneuver: string;
    }>;
  };
};
export type NavigationPanelRouteQuery = {
  response: NavigationPanelRouteQuery$data;
  variables: NavigationPanelRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "distanceMiles",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "durationMinutes",
  "storageKey": null
},
v3 = [
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eta",
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
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maneuver",
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
    "name": "NavigationPanelRouteQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NavigationPanelRouteQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "528e8ba1d68c893d0b7c1e27228d239e",
    "id": "618bc164bf156944df46238ba329d95a99f8354ef28d519ce671ff5b9bce8958",
    "metadata": {},
    "name": "NavigationPanelRouteQuery",
    "operationKind": "query",
    "text": "query NavigationPanelRouteQuery(\n  $input: DeliveryRouteInput!\n) {\n  deliveryRoute(input: $input) {\n    distanceMiles\n    durationMinutes\n    eta\n    steps {\n      instruction\n      distanceMiles\n      durationMinutes\n      maneuver\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "85e14d68fe2dd51bbb1396d592d4a43a";

export default node;
