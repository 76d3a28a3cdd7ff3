/**
 * @generated SignedSource<<b89afaef49eb1ade703d1d4b4045e9c3>>
 * @relayHash 436db88107a75185c6a70e0d57dc45a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 178ad1c1918095c02cce6425255d36f1eb22f268198ca48f85b958a9a940e7e6

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type useRequestPasswordResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type useRequestPasswordResetMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type useRequestPasswordResetMutation = {
  response: useRequestPasswordResetMutation$data;
  variables: useRequestPasswordResetMutation$variables;
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
    "name": "useRequestPasswordResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPasswordResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "436db88107a75185c6a70e0d57dc45a7",
    "id": "178ad1c1918095c02cce6425255d36f1eb22f268198ca48f85b958a9a940e7e6",
    "metadata": {},
    "name": "useRequestPasswordResetMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestPasswordResetMutation(\n  $input: RequestPasswordResetInput!\n) {\n  result: requestPasswordReset(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RequestPasswordResetPayload {\n      success\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2d70672d57dc6e04c895167f687fff67";

export default node;
