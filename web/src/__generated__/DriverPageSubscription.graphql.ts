/**
 * @generated SignedSource<<07db2984d3a2fb0226fdde7f12f6e0d3>>
 * @relayHash a3e45a016dbfb6690732e69184860fd2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5083a291bd63c101dca18bd4c55365a0c219829b2c696dfa5cd9600721770240

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
export type DriverPageSubscription$variables = Record<PropertyKey, never>;
export type DriverPageSubscription$data = {
  readonly viewerUpdated: {
    readonly approvalStatus: ApplicationStatus | null | undefined;
    readonly driverApplication: {
      readonly id: string;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
    } | null | undefined;
    readonly id: string;
    readonly role: Role;
  };
};
export type DriverPageSubscription = {
  response: DriverPageSubscription$data;
  variables: DriverPageSubscription$variables;
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
        "concreteType": "DriverApplication",
        "kind": "LinkedField",
        "name": "driverApplication",
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
    "name": "DriverPageSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DriverPageSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a3e45a016dbfb6690732e69184860fd2",
    "id": "5083a291bd63c101dca18bd4c55365a0c219829b2c696dfa5cd9600721770240",
    "metadata": {},
    "name": "DriverPageSubscription",
    "operationKind": "subscription",
    "text": "subscription DriverPageSubscription {\n  viewerUpdated {\n    id\n    role\n    approvalStatus\n    driverApplication {\n      id\n      status\n      rejectionReason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74a8cd6c03cb5b681926b6c613aff0e6";

export default node;
