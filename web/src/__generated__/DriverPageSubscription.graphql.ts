/**
 * @generated SignedSource<<b61d41a26665c37005c1917fe125d60d>>
 * @relayHash c5a38cf319a08c9137a42f29a00b8bec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf77536e78984b683d556d15b9c88da496ad53d72a1baec5cdad3e0680f0ebb8

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
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
    "cacheID": "c5a38cf319a08c9137a42f29a00b8bec",
    "id": "bf77536e78984b683d556d15b9c88da496ad53d72a1baec5cdad3e0680f0ebb8",
    "metadata": {},
    "name": "DriverPageSubscription",
    "operationKind": "subscription",
    "text": "subscription DriverPageSubscription {\n  viewerUpdated {\n    id\n    approvalStatus\n    driverApplication {\n      id\n      status\n      rejectionReason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d77b34e8734d15735b83bcd99563b304";

export default node;
