/**
 * @generated SignedSource<<95dcb33628a3ba520f7c23ac875660e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "approved" | "pending" | "rejected" | "%future added value";
export type Role = "admin" | "cook" | "customer" | "driver" | "%future added value";
export type DriverPageQuery$variables = Record<PropertyKey, never>;
export type DriverPageQuery$data = {
  readonly viewer: {
    readonly approvalStatus: ApplicationStatus | null | undefined;
    readonly driverApplication: {
      readonly createdAt: any;
      readonly id: string;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
      readonly vehicleMake: string;
      readonly vehicleModel: string;
      readonly vehicleYear: number;
    } | null | undefined;
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type DriverPageQuery = {
  response: DriverPageQuery$data;
  variables: DriverPageQuery$variables;
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
            "name": "vehicleYear",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vehicleMake",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vehicleModel",
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
    "name": "DriverPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DriverPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "805b599a1ab99e8a0ed77063e1ddb56c",
    "id": null,
    "metadata": {},
    "name": "DriverPageQuery",
    "operationKind": "query",
    "text": "query DriverPageQuery {\n  viewer {\n    id\n    role\n    approvalStatus\n    driverApplication {\n      id\n      status\n      vehicleYear\n      vehicleMake\n      vehicleModel\n      rejectionReason\n      createdAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6cad935baed79849f39314d9f26ccebf";

export default node;
