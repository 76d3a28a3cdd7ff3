/**
 * @generated SignedSource<<1d56328bc75b2cc1a47b41e1790774ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GpsFeaturesPageQuery$variables = Record<PropertyKey, never>;
export type GpsFeaturesPageQuery$data = {
  readonly gpsStatus: {
    readonly checkedAt: any;
    readonly " $fragmentSpreads": FragmentRefs<"GpsServicesCard_status">;
  };
};
export type GpsFeaturesPageQuery = {
  response: GpsFeaturesPageQuery$data;
  variables: GpsFeaturesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "checkedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GpsFeaturesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GpsStatus",
        "kind": "LinkedField",
        "name": "gpsStatus",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GpsServicesCard_status"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GpsFeaturesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GpsStatus",
        "kind": "LinkedField",
        "name": "gpsStatus",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "eecb3cf45bc9e1708da9f4419f05b8dc",
    "id": null,
    "metadata": {},
    "name": "GpsFeaturesPageQuery",
    "operationKind": "query",
    "text": "query GpsFeaturesPageQuery {\n  gpsStatus {\n    checkedAt\n    ...GpsServicesCard_status\n  }\n}\n\nfragment GpsServicesCard_status on GpsStatus {\n  available\n  provider\n  mapbox\n  google\n}\n"
  }
};
})();

(node as any).hash = "a5d7008b68020d3cbf6b2a5811440aac";

export default node;
