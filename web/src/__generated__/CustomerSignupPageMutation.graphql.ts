/**
 * @generated SignedSource<<59421f98b8d8f18847d736231a14052f>>
 * @relayHash f02511fb95da280602ce853476d4f70a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 550d6d99a645fef4095088703e3e90e5bbbcd82147670a665691eabdd19c1a40

import { ConcreteRequest } from 'relay-runtime';
export type RegisterCustomerInput = {
  address: string;
  email: string;
  name: string;
  password: string;
  phone: string;
};
export type CustomerSignupPageMutation$variables = {
  input: RegisterCustomerInput;
};
export type CustomerSignupPageMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
    };
  };
};
export type CustomerSignupPageMutation = {
  response: CustomerSignupPageMutation$data;
  variables: CustomerSignupPageMutation$variables;
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
    "name": "CustomerSignupPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerSignupPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f02511fb95da280602ce853476d4f70a",
    "id": "550d6d99a645fef4095088703e3e90e5bbbcd82147670a665691eabdd19c1a40",
    "metadata": {},
    "name": "CustomerSignupPageMutation",
    "operationKind": "mutation",
    "text": "mutation CustomerSignupPageMutation(\n  $input: RegisterCustomerInput!\n) {\n  result: registerCustomer(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on RegisterCustomerPayload {\n      user {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "45d88991a1035bad54771ff9dd3edc01";

export default node;
