/**
 * @generated SignedSource<<6208bccc536d511560639b6f56016800>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HeaderLogoutMutation$variables = Record<PropertyKey, never>;
export type HeaderLogoutMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type HeaderLogoutMutation = {
  response: HeaderLogoutMutation$data;
  variables: HeaderLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": "result",
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "logout",
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
            "name": "success",
            "storageKey": null
          }
        ],
        "type": "LogoutPayload",
        "abstractKey": null
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
    "name": "HeaderLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HeaderLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8a68c9f00fdd302b176b01c6c87fe6be",
    "id": null,
    "metadata": {},
    "name": "HeaderLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation HeaderLogoutMutation {\n  result: logout {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on LogoutPayload {\n      success\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "26ba6d3cb1de3418fe0daefb1ca9c07e";

export default node;
