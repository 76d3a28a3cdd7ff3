/**
 * @generated SignedSource<<4416c705876e233aca72052b4e65488f>>
 * @relayHash 7a0cd2f36103d29b5897b1814bb2541b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e7806b213f5d3393320022f5b5536c960b8aaecb4c291628f2bf332c9e3d581

import { ConcreteRequest } from 'relay-runtime';
export type SendUserPasswordResetInput = {
  userId: string;
};
export type AdminUsersTabResetMutation$variables = {
  input: SendUserPasswordResetInput;
};
export type AdminUsersTabResetMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AdminUsersTabResetMutation = {
  response: AdminUsersTabResetMutation$data;
  variables: AdminUsersTabResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": "result",
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendUserPasswordReset",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "SendUserPasswordResetPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUsersTabResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminUsersTabResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "7a0cd2f36103d29b5897b1814bb2541b",
    "id": "0e7806b213f5d3393320022f5b5536c960b8aaecb4c291628f2bf332c9e3d581",
    "metadata": {},
    "name": "AdminUsersTabResetMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUsersTabResetMutation(\n  $input: SendUserPasswordResetInput!\n) {\n  result: sendUserPasswordReset(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SendUserPasswordResetPayload {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2809de2f1e2757c1b1ed7256857e74d";

export default node;
