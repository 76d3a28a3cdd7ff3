/**
 * @generated SignedSource<<ea3ad705c1148fca7ea1cb3bf93155d9>>
 * @relayHash 56d1b14ebb4072310a922ab735ed7fcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc0f10b1089b60633304e093bf712a8947a5a5fdbd7dcfe2fbf2e8ac09183506

import { ConcreteRequest } from 'relay-runtime';
export type GpsTestPageGeocodeQuery$variables = {
  address: string;
};
export type GpsTestPageGeocodeQuery$data = {
  readonly geocode: {
    readonly __typename: string;
    readonly address?: string;
    readonly lat?: number;
    readonly lng?: number;
    readonly message?: string;
  };
};
export type GpsTestPageGeocodeQuery = {
  response: GpsTestPageGeocodeQuery$data;
  variables: GpsTestPageGeocodeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "address"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "address",
        "variableName": "address"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "geocode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
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
            "name": "address",
            "storageKey": null
          }
        ],
        "type": "GeocodedPlace",
        "abstractKey": null
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
    "name": "GpsTestPageGeocodeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GpsTestPageGeocodeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "56d1b14ebb4072310a922ab735ed7fcb",
    "id": "cc0f10b1089b60633304e093bf712a8947a5a5fdbd7dcfe2fbf2e8ac09183506",
    "metadata": {},
    "name": "GpsTestPageGeocodeQuery",
    "operationKind": "query",
    "text": "query GpsTestPageGeocodeQuery(\n  $address: String!\n) {\n  geocode(address: $address) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on GeocodedPlace {\n      lat\n      lng\n      address\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b7b4759c9f3474c13416412581f0d9a";

export default node;
