/**
 * @generated SignedSource<<8b79ad80046ddf6863dbf90c9801125e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type ForgotPasswordPageMutation$variables = {
  input: RequestPasswordResetInput;
};
export type ForgotPasswordPageMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type ForgotPasswordPageMutation = {
  response: ForgotPasswordPageMutation$data;
  variables: ForgotPasswordPageMutation$variables;
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
    "name": "requestPasswordReset",
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
        "type": "RequestPasswordResetPayload",
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
    "name": "ForgotPasswordPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ForgotPasswordPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b81fc572f66472e2046a2ea1bcddda0",
    "id": null,
    "metadata": {},
    "name": "ForgotPasswordPageMutation",
    "operationKind": "mutation",
    "text": "mutation ForgotPasswordPageMutation(\n  $input: RequestPasswordResetInput!\n) {\n  result: requestPasswordReset(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RequestPasswordResetPayload {\n      success\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c659766bf46d1387f01918435e0c4d91";

export default node;
