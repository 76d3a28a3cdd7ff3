/**
 * @generated SignedSource<<0acce9020004d2e32d7a5599264c062b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendTestPushInput = {
  message?: string | null | undefined;
  title?: string | null | undefined;
};
export type TestNotificationsPageSendMutation$variables = {
  input?: SendTestPushInput | null | undefined;
};
export type TestNotificationsPageSendMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly failed?: number;
    readonly message?: string;
    readonly removed?: number;
    readonly sent?: number;
  };
};
export type TestNotificationsPageSendMutation = {
  response: TestNotificationsPageSendMutation$data;
  variables: TestNotificationsPageSendMutation$variables;
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
    "name": "sendTestPush",
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
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "removed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failed",
            "storageKey": null
          }
        ],
        "type": "SendTestPushPayload",
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
    "name": "TestNotificationsPageSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestNotificationsPageSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ed0da460b426ca9e1d0d67e472162839",
    "id": null,
    "metadata": {},
    "name": "TestNotificationsPageSendMutation",
    "operationKind": "mutation",
    "text": "mutation TestNotificationsPageSendMutation(\n  $input: SendTestPushInput\n) {\n  result: sendTestPush(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SendTestPushPayload {\n      sent\n      removed\n      failed\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d4a8397098753ca3a264135e0300413";

export default node;
