/**
 * @generated SignedSource<<eb18b56eee97c41efc5e181cb0e5c9f8>>
 * @relayHash 5f7a15683d5558d174cd9933db35e21e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7704d314fdd35b75e5d0ab138948fe8cdda19b1ba27251b39b38237a50898ca8

import { ConcreteRequest } from 'relay-runtime';
export type LandingPageQuery$variables = Record<PropertyKey, never>;
export type LandingPageQuery$data = {
  readonly platformFigures: {
    readonly approvedKitchens: number;
    readonly averageRating: number | null | undefined;
    readonly customers: number;
    readonly ordersLast30Days: number;
  };
};
export type LandingPageQuery = {
  response: LandingPageQuery$data;
  variables: LandingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PlatformFigures",
    "kind": "LinkedField",
    "name": "platformFigures",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "customers",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "approvedKitchens",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ordersLast30Days",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "averageRating",
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
    "name": "LandingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LandingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5f7a15683d5558d174cd9933db35e21e",
    "id": "7704d314fdd35b75e5d0ab138948fe8cdda19b1ba27251b39b38237a50898ca8",
    "metadata": {},
    "name": "LandingPageQuery",
    "operationKind": "query",
    "text": "query LandingPageQuery {\n  platformFigures {\n    customers\n    approvedKitchens\n    ordersLast30Days\n    averageRating\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf795bc88dfcb609de64a31303708972";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
