/**
 * @generated SignedSource<<7caa1c510cf7bda3d273d357028a9ff8>>
 * @relayHash 602e7a7a1b3683bbd4b9c30a6f7d83d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bfd10bebdfaa6e7e9c52bbfdcf5995d219c651408c5874dd15e789d60562d00a

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
export type ChefApplicationReviewPageSubscription$variables = Record<PropertyKey, never>;
export type ChefApplicationReviewPageSubscription$data = {
  readonly viewerUpdated: {
    readonly approvalStatus: ApplicationStatus | null | undefined;
    readonly chefApplication: {
      readonly decidedAt: any | null | undefined;
      readonly id: string;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
    } | null | undefined;
    readonly id: string;
    readonly role: Role;
  };
};
export type ChefApplicationReviewPageSubscription = {
  response: ChefApplicationReviewPageSubscription$data;
  variables: ChefApplicationReviewPageSubscription$variables;
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
    "name": "viewerUpdated",
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
        "kind": "ScalarField",
        "name": "approvalStatus",
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
            "name": "rejectionReason",
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
    "name": "ChefApplicationReviewPageSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChefApplicationReviewPageSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "602e7a7a1b3683bbd4b9c30a6f7d83d0",
    "id": "bfd10bebdfaa6e7e9c52bbfdcf5995d219c651408c5874dd15e789d60562d00a",
    "metadata": {},
    "name": "ChefApplicationReviewPageSubscription",
    "operationKind": "subscription",
    "text": "subscription ChefApplicationReviewPageSubscription {\n  viewerUpdated {\n    id\n    role\n    approvalStatus\n    chefApplication {\n      id\n      status\n      rejectionReason\n      decidedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "20cef9a61849e4d6ba89362545469eec";

export default node;
