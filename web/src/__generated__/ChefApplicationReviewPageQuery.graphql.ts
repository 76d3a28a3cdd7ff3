/**
 * @generated SignedSource<<b147a12a1f042f87e22507f7fe8a0e18>>
 * @relayHash 07c4ee37cb0bc25bb126bc775389d8f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5ddfe8fd1e1a11fa09b3e5f133ea01f0bf1aadf1a4afdfb8e96ce78554e42d5

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
export type ChefApplicationReviewPageQuery$variables = Record<PropertyKey, never>;
export type ChefApplicationReviewPageQuery$data = {
  readonly viewer: {
    readonly chefApplication: {
      readonly businessName: string;
      readonly createdAt: any;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
    } | null | undefined;
    readonly role: Role;
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
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "businessName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rejectionReason",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChefApplication",
            "kind": "LinkedField",
            "name": "chefApplication",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChefApplication",
            "kind": "LinkedField",
            "name": "chefApplication",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "07c4ee37cb0bc25bb126bc775389d8f6",
    "id": "a5ddfe8fd1e1a11fa09b3e5f133ea01f0bf1aadf1a4afdfb8e96ce78554e42d5",
    "metadata": {},
    "name": "ChefApplicationReviewPageQuery",
    "operationKind": "query",
    "text": "query ChefApplicationReviewPageQuery {\n  viewer {\n    role\n    chefApplication {\n      status\n      businessName\n      rejectionReason\n      createdAt\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "80146647b041e8600e4efd5550deccfb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
