/**
 * @generated SignedSource<<9f235035e2c52a73c1968e4e6a3f10c6>>
 * @relayHash 79a3cb6b7b447812b325c03865e60e8c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51fd8b1987a845e0dd5ca5401c1df40d6dc8a29ea4cae048af943deb839df7ad

import { ConcreteRequest } from 'relay-runtime';
export type UnsubscribePushInput = {
  endpoint: string;
};
export type TestNotificationsPageUnsubscribeMutation$variables = {
  input: UnsubscribePushInput;
};
export type TestNotificationsPageUnsubscribeMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type TestNotificationsPageUnsubscribeMutation = {
  response: TestNotificationsPageUnsubscribeMutation$data;
  variables: TestNotificationsPageUnsubscribeMutation$variables;
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
    "name": "unsubscribePush",
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
    "name": "TestNotificationsPageUnsubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestNotificationsPageUnsubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "79a3cb6b7b447812b325c03865e60e8c",
    "id": "51fd8b1987a845e0dd5ca5401c1df40d6dc8a29ea4cae048af943deb839df7ad",
    "metadata": {},
    "name": "TestNotificationsPageUnsubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation TestNotificationsPageUnsubscribeMutation(\n  $input: UnsubscribePushInput!\n) {\n  result: unsubscribePush(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "85457a5e5479e93e03d06c6b273554ef";

export default node;
