/**
 * @generated SignedSource<<b2702dd6841a9100ec36331e0a181193>>
 * @relayHash 177d3b87c2b6442357daf9913a5050d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00c6179f290fe429cdc4798013c8da2d7c87d0ec5e46de4a43b62c0e9e42586a

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
export type RegisterCustomerInput = {
  address: string;
  email: string;
  name: string;
  password: string;
  phone: string;
};
export type DebugSignupPageMutation$variables = {
  input: RegisterCustomerInput;
};
export type DebugSignupPageMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly address: string | null | undefined;
      readonly databaseId: number;
      readonly email: string;
      readonly id: string;
      readonly name: string;
      readonly phone: string | null | undefined;
      readonly role: Role;
      readonly username: string;
    };
  };
};
export type DebugSignupPageMutation = {
  response: DebugSignupPageMutation$data;
  variables: DebugSignupPageMutation$variables;
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
    "name": "registerCustomer",
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
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RegisterCustomerPayload",
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
    "name": "DebugSignupPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DebugSignupPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "177d3b87c2b6442357daf9913a5050d8",
    "id": "00c6179f290fe429cdc4798013c8da2d7c87d0ec5e46de4a43b62c0e9e42586a",
    "metadata": {},
    "name": "DebugSignupPageMutation",
    "operationKind": "mutation",
    "text": "mutation DebugSignupPageMutation(\n  $input: RegisterCustomerInput!\n) {\n  result: registerCustomer(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on RegisterCustomerPayload {\n      user {\n        id\n        databaseId\n        name\n        username\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ab2e51ce5b7eef3cb1e267e24132c26";

export default node;
