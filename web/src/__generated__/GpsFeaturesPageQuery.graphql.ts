/**
 * @generated SignedSource<<8ae86b80f42064c369b63f60429af9ef>>
 * @relayHash eecb3cf45bc9e1708da9f4419f05b8dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eeaca367b090d46d5b68cfd0c2b61f14641d3fdb9e2f4e1f67f476e7755147ac

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
    "id": "eeaca367b090d46d5b68cfd0c2b61f14641d3fdb9e2f4e1f67f476e7755147ac",
    "metadata": {},
    "name": "GpsFeaturesPageQuery",
    "operationKind": "query",
    "text": "query GpsFeaturesPageQuery {\n  gpsStatus {\n    checkedAt\n    ...GpsServicesCard_status\n  }\n}\n\nfragment GpsServicesCard_status on GpsStatus {\n  available\n  provider\n  mapbox\n  google\n}\n"
  }
};
})();

(node as any).hash = "2a4182ddda3ab42d614e00b3fa0ec76c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
