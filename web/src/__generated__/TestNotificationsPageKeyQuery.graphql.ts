/**
 * @generated SignedSource<<ccaa9119965ceb70a8047ee5af10718f>>
 * @relayHash 65e9a0277b4d2d2eef093a330efa6a61
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed0faded562c34a0b7b80c136a5ed4a641a254ff94a79dd2507157612b79004e

import { ConcreteRequest } from 'relay-runtime';
export type TestNotificationsPageKeyQuery$variables = Record<PropertyKey, never>;
export type TestNotificationsPageKeyQuery$data = {
  readonly vapidPublicKey: string;
};
export type TestNotificationsPageKeyQuery = {
  response: TestNotificationsPageKeyQuery$data;
  variables: TestNotificationsPageKeyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "vapidPublicKey",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestNotificationsPageKeyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TestNotificationsPageKeyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "65e9a0277b4d2d2eef093a330efa6a61",
    "id": "ed0faded562c34a0b7b80c136a5ed4a641a254ff94a79dd2507157612b79004e",
    "metadata": {},
    "name": "TestNotificationsPageKeyQuery",
    "operationKind": "query",
    "text": "query TestNotificationsPageKeyQuery {\n  vapidPublicKey\n}\n"
  }
};
})();

(node as any).hash = "4f744d0006e295462ad763e0edfe706f";

export default node;
