/**
 * @generated SignedSource<<9d3e5b2c2264bab071f73e0246f3f1c5>>
 * @relayHash 3f107b16282d2b6c3c3d4901478ccf36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7d2187647506ff0d5ea6748de9f45e3e7a09d69376e7b080f7a40d5a874708e8

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
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
    "cacheID": "3f107b16282d2b6c3c3d4901478ccf36",
    "id": "7d2187647506ff0d5ea6748de9f45e3e7a09d69376e7b080f7a40d5a874708e8",
    "metadata": {},
    "name": "ChefApplicationReviewPageSubscription",
    "operationKind": "subscription",
    "text": "subscription ChefApplicationReviewPageSubscription {\n  viewerUpdated {\n    id\n    approvalStatus\n    chefApplication {\n      id\n      status\n      rejectionReason\n      decidedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "08805637389fcb83969697905c1b72ed";

export default node;
