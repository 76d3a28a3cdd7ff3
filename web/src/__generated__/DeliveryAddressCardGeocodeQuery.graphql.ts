/**
 * @generated SignedSource<<4422ece47cf2407a1d5d7a257a177685>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeliveryAddressCardGeocodeQuery$variables = {
  address: string;
};
export type DeliveryAddressCardGeocodeQuery$data = {
  readonly geocode: {
    readonly __typename: string;
    readonly address?: string;
    readonly candidates?: ReadonlyArray<{
      readonly address: string;
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
    "cacheID": "f198a8043a4ca6630e038ece0928b26e",
    "id": null,
    "metadata": {},
    "name": "DeliveryAddressCardGeocodeQuery",
    "operationKind": "query",
    "text": "query DeliveryAddressCardGeocodeQuery(\n  $address: String!\n) {\n  geocode(address: $address) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on GeocodedPlace {\n      address\n    }\n    ... on AmbiguousAddressError {\n      candidates {\n        address\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c63ac83c8066c901a56da972b86d503";

export default node;
