/**
 * @generated SignedSource<<d171e8a95d6197e6b0c3e11f1663f0de>>
 * @relayHash 66c873ce81127aef066e5f9bf9651db6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a7459c2a29e9e87d72b5d00177ba88ba9ac004cc0c974dacdd8bfbd3acda203

import { ConcreteRequest } from 'relay-runtime';
export type ShareOrderTrackingInput = {
  orderId: string;
};
export type ShareActionsShareMutation$variables = {
  input: ShareOrderTrackingInput;
};
export type ShareActionsShareMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly expiresAt?: any | null | undefined;
    readonly message?: string;
    readonly url?: string;
  };
};
export type ShareActionsShareMutation = {
  response: ShareActionsShareMutation$data;
  variables: ShareActionsShareMutation$variables;
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
    "name": "shareOrderTracking",
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
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          }
        ],
        "type": "ShareOrderTrackingPayload",
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
    "name": "ShareActionsShareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareActionsShareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "66c873ce81127aef066e5f9bf9651db6",
    "id": "1a7459c2a29e9e87d72b5d00177ba88ba9ac004cc0c974dacdd8bfbd3acda203",
    "metadata": {},
    "name": "ShareActionsShareMutation",
    "operationKind": "mutation",
    "text": "mutation ShareActionsShareMutation(\n  $input: ShareOrderTrackingInput!\n) {\n  result: shareOrderTracking(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ShareOrderTrackingPayload {\n      url\n      expiresAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b078e15783df4773089662d964784f9e";

export default node;
