/**
 * @generated SignedSource<<b0766b6b31d049595a36519f367a22f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};
export type SettingsTabPasswordMutation$variables = {
  input: ChangePasswordInput;
};
export type SettingsTabPasswordMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type SettingsTabPasswordMutation = {
  response: SettingsTabPasswordMutation$data;
  variables: SettingsTabPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "changePassword",
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
          (v1/*:: as any*/)
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
          },
          (v1/*:: as any*/)
        ],
        "type": "ChangePasswordPayload",
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
    "name": "SettingsTabPasswordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SettingsTabPasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0f286b54725b13405ce164ddc5e47a76",
    "id": null,
    "metadata": {},
    "name": "SettingsTabPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation SettingsTabPasswordMutation(\n  $input: ChangePasswordInput!\n) {\n  result: changePassword(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ChangePasswordPayload {\n      success\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ccdee1340859baad75290e621817200";

export default node;
