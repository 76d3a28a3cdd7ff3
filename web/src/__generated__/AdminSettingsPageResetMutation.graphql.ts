/**
 * @generated SignedSource<<e8d4b6615c7f6a6940025514b8ffec78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type AdminSettingsPageResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type AdminSettingsPageResetMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type AdminSettingsPageResetMutation = {
  response: AdminSettingsPageResetMutation$data;
  variables: AdminSettingsPageResetMutation$variables;
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
    "name": "AdminSettingsPageResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminSettingsPageResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "52dab054ec246f117d62eb1260caca9e",
    "id": null,
    "metadata": {},
    "name": "AdminSettingsPageResetMutation",
    "operationKind": "mutation",
    "text": "mutation AdminSettingsPageResetMutation(\n  $input: RequestPasswordResetInput!\n) {\n  result: requestPasswordReset(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RequestPasswordResetPayload {\n      success\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "345296f4f82f436448fc9af20e8ab858";

export default node;
