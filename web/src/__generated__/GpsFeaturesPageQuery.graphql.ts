/**
 * @generated SignedSource<<26c3ff5a3226dc0dfb25b9e7b9073857>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GpsFeaturesPageQuery$variables = Record<PropertyKey, never>;
export type GpsFeaturesPageQuery$data = {
  readonly gpsStatus: {
    readonly available: boolean;
    readonly checkedAt: any;
    readonly google: boolean;
    readonly mapbox: boolean;
    readonly provider: string;
  };
};
export type GpsFeaturesPageQuery = {
  response: GpsFeaturesPageQuery$data;
  variables: GpsFeaturesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "GpsStatus",
    "kind": "LinkedField",
    "name": "gpsStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "available",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "provider",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mapbox",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "google",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checkedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GpsFeaturesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GpsFeaturesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "26829cc2664ec738d2167acd05aba8b1",
    "id": null,
    "metadata": {},
    "name": "GpsFeaturesPageQuery",
    "operationKind": "query",
    "text": "query GpsFeaturesPageQuery {\n  gpsStatus {\n    available\n    provider\n    mapbox\n    google\n    checkedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "84d593a84f9860243c54d3544b24d267";

export default node;
