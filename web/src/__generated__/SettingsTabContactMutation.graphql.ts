/**
 * @generated SignedSource<<f21c725de7bf9c0c6c8d31c3eef77bc7>>
 * @relayHash 4cd28bef8c9eba1aa343dc548726ff0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe8e00ad002a128b66354455d5d6033b2167ec0680f484e09fd3853b5b6705d7

import { ConcreteRequest } from 'relay-runtime';
export type UpdateContactInfoInput = {
  address: string;
  phone: string;
};
export type SettingsTabContactMutation$variables = {
  input: UpdateContactInfoInput;
};
export type SettingsTabContactMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly address: string | null | undefined;
      readonly id: string;
      readonly phone: string | null | undefined;
    };
  };
};
export type SettingsTabContactMutation = {
  response: SettingsTabContactMutation$data;
  variables: SettingsTabContactMutation$variables;
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
    "name": "updateContactInfo",
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
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateContactInfoPayload",
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
    "name": "SettingsTabContactMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SettingsTabContactMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "4cd28bef8c9eba1aa343dc548726ff0d",
    "id": "fe8e00ad002a128b66354455d5d6033b2167ec0680f484e09fd3853b5b6705d7",
    "metadata": {},
    "name": "SettingsTabContactMutation",
    "operationKind": "mutation",
    "text": "mutation SettingsTabContactMutation(\n  $input: UpdateContactInfoInput!\n) {\n  result: updateContactInfo(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on UpdateContactInfoPayload {\n      user {\n        id\n        phone\n        address\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "62ad65744368438bbbbfca88f3cc347a";

export default node;
