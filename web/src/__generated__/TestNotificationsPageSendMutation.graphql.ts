/**
 * @generated SignedSource<<bb95b7b85bc0a77c4536fa9882fe5478>>
 * @relayHash 1261ecfd4419a690bf971f1a6ecd647e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1be07dc69cb8eccad7bf5d429c2093c5cb2cf4c7c8a2de77b44075e878bb169a

import { ConcreteRequest } from 'relay-runtime';
export type SendTestPushInput = {
  message?: string | null | undefined;
  title?: string | null | undefined;
};
export type TestNotificationsPageSendMutation$variables = {
  input: SendTestPushInput;
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
    "cacheID": "1261ecfd4419a690bf971f1a6ecd647e",
    "id": "1be07dc69cb8eccad7bf5d429c2093c5cb2cf4c7c8a2de77b44075e878bb169a",
    "metadata": {},
    "name": "TestNotificationsPageSendMutation",
    "operationKind": "mutation",
    "text": "mutation TestNotificationsPageSendMutation(\n  $input: SendTestPushInput!\n) {\n  result: sendTestPush(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SendTestPushPayload {\n      sent\n      removed\n      failed\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0af3cd177733d536abc8cee0f54db65";

export default node;
