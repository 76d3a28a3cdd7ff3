/**
 * @generated SignedSource<<176a8b0268ebc2bf23affba06ec3ae61>>
 * @relayHash dc51f23aaad60c2ab0248f90512f53f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4d7639f6db632c9f04971d9d200c7e9044e02e7033621bbad1c4eb9cfc05836

import { ConcreteRequest } from 'relay-runtime';
export type SubstitutionMode = "REFUND" | "SUGGEST" | "%future added value";
export type SetSubstitutionPreferenceInput = {
  mode: SubstitutionMode;
};
export type SubstitutionPreferenceMutation$variables = {
  input: SetSubstitutionPreferenceInput;
};
export type SubstitutionPreferenceMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly mode?: SubstitutionMode;
    readonly viewer?: {
      readonly id: string;
      readonly substitutionPreference: SubstitutionMode | null | undefined;
    };
  };
};
export type SubstitutionPreferenceMutation = {
  response: SubstitutionPreferenceMutation$data;
  variables: SubstitutionPreferenceMutation$variables;
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
    "name": "setSubstitutionPreference",
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
            "name": "mode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "substitutionPreference",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetSubstitutionPreferencePayload",
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
    "name": "SubstitutionPreferenceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubstitutionPreferenceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dc51f23aaad60c2ab0248f90512f53f9",
    "id": "a4d7639f6db632c9f04971d9d200c7e9044e02e7033621bbad1c4eb9cfc05836",
    "metadata": {},
    "name": "SubstitutionPreferenceMutation",
    "operationKind": "mutation",
    "text": "mutation SubstitutionPreferenceMutation(\n  $input: SetSubstitutionPreferenceInput!\n) {\n  result: setSubstitutionPreference(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SetSubstitutionPreferencePayload {\n      mode\n      viewer {\n        id\n        substitutionPreference\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98283b1d4ef3a8999c633da46b1ac39d";

export default node;
