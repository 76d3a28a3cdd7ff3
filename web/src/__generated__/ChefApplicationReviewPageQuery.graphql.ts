/**
 * @generated SignedSource<<9d4a7af0ec24327ab93890076df4895d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
export type ChefApplicationReviewPageQuery$variables = Record<PropertyKey, never>;
export type ChefApplicationReviewPageQuery$data = {
  readonly viewer: {
    readonly chefApplication: {
      readonly businessName: string;
      readonly createdAt: any;
      readonly decidedAt: any | null | undefined;
      readonly id: string;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
    } | null | undefined;
    readonly id: string;
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
  "name": "id",
  "storageKey": null
},
v1 = [
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
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ChefApplication",
        "kind": "LinkedField",
        "name": "chefApplication",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "businessName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rejectionReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "decidedAt",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChefApplicationReviewPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChefApplicationReviewPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "db48027f3a741c7f77fcd7a6809b2523",
    "id": null,
    "metadata": {},
    "name": "ChefApplicationReviewPageQuery",
    "operationKind": "query",
    "text": "query ChefApplicationReviewPageQuery {\n  viewer {\n    id\n    role\n    chefApplication {\n      id\n      status\n      businessName\n      rejectionReason\n      createdAt\n      decidedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "388bea872841293bb112c736fad98c29";

export default node;
