/**
 * @generated SignedSource<<a6d6d7915d574a884761d5b671db45c7>>
 * @relayHash 68bd5832beaa1f3374f70a1f72a4b699
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94996f7d239fbbb9e2d02d9f6e1200c2ac76ab719c8ba1ccad0bf4944a165433

import { ConcreteRequest } from 'relay-runtime';
export type SubscribePushInput = {
  authKey: string;
  endpoint: string;
  p256dhKey: string;
};
export type TestNotificationsPageSubscribeMutation$variables = {
  input: SubscribePushInput;
};
export type TestNotificationsPageSubscribeMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type TestNotificationsPageSubscribeMutation = {
  response: TestNotificationsPageSubscribeMutation$data;
  variables: TestNotificationsPageSubscribeMutation$variables;
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
    "name": "subscribePush",
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
    "name": "TestNotificationsPageSubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestNotificationsPageSubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "68bd5832beaa1f3374f70a1f72a4b699",
    "id": "94996f7d239fbbb9e2d02d9f6e1200c2ac76ab719c8ba1ccad0bf4944a165433",
    "metadata": {},
    "name": "TestNotificationsPageSubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation TestNotificationsPageSubscribeMutation(\n  $input: SubscribePushInput!\n) {\n  result: subscribePush(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "df18ea820a9b631aca870349029e6647";

export default node;
