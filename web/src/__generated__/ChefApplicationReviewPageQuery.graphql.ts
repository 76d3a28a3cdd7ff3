/**
 * @generated SignedSource<<78b78964ffa6ccd29f95ed129416f403>>
 * @relayHash 13c6cae205749a3e4184c6257d321cb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37cff22cd382334bc383e3e9e5f7e75eba6145e16e08f4cd19ffae2dd4ac97f8

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type ChefApplicationReviewPageQuery$variables = Record<PropertyKey, never>;
export type ChefApplicationReviewPageQuery$data = {
  readonly viewer: {
    readonly chefApplication: {
      readonly businessName: string;
      readonly createdAt: any;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
    } | null | undefined;
  } | null | undefined;
};
export type ChefApplicationReviewPageQuery = {
  response: ChefApplicationReviewPageQuery$data;
  variables: ChefApplicationReviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "businessName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rejectionReason",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChefApplicationReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChefApplication",
            "kind": "LinkedField",
            "name": "chefApplication",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "ChefApplicationReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ChefApplication",
            "kind": "LinkedField",
            "name": "chefApplication",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "13c6cae205749a3e4184c6257d321cb8",
    "id": "37cff22cd382334bc383e3e9e5f7e75eba6145e16e08f4cd19ffae2dd4ac97f8",
    "metadata": {},
    "name": "ChefApplicationReviewPageQuery",
    "operationKind": "query",
    "text": "query ChefApplicationReviewPageQuery {\n  viewer {\n    chefApplication {\n      status\n      businessName\n      rejectionReason\n      createdAt\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b2734a1ed4bebb83266a66142586a201";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
