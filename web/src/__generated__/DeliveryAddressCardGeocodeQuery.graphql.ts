/**
 * @generated SignedSource<<81bba6940539aabe0f7745df5efde03f>>
 * @relayHash 7df7eb3cc5cb26ef76a70a925ed4382f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c565170555bd3b5f646b841307772b51da753e6bd26f0dcf73e1267b30a72911

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryAddressCardGeocodeQuery$variables = {
  address: string;
};
export type DeliveryAddressCardGeocodeQuery$data = {
  readonly geocode: {
    readonly __typename: string;
    readonly address?: string;
    readonly approximate?: boolean;
    readonly candidates?: ReadonlyArray<{
      readonly address: string;
      readonly approximate: boolean;
    }>;
    readonly message?: string;
  };
};
export type DeliveryAddressCardGeocodeQuery = {
  response: DeliveryAddressCardGeocodeQuery$data;
  variables: DeliveryAddressCardGeocodeQuery$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "address",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "approximate",
    "storageKey": null
  }
],
v2 = [
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
        "selections": (v1/*:: as any*/),
        "type": "GeocodedPlace",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GeocodedPlace",
            "kind": "LinkedField",
            "name": "candidates",
            "plural": true,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "AmbiguousAddressError",
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
    "name": "DeliveryAddressCardGeocodeQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveryAddressCardGeocodeQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7df7eb3cc5cb26ef76a70a925ed4382f",
    "id": "c565170555bd3b5f646b841307772b51da753e6bd26f0dcf73e1267b30a72911",
    "metadata": {},
    "name": "DeliveryAddressCardGeocodeQuery",
    "operationKind": "query",
    "text": "query DeliveryAddressCardGeocodeQuery(\n  $address: String!\n) {\n  geocode(address: $address) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on GeocodedPlace {\n      address\n      approximate\n    }\n    ... on AmbiguousAddressError {\n      candidates {\n        address\n        approximate\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c27d1173e000afde1c241003ba6d1df";

export default node;
