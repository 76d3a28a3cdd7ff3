/**
 * @generated SignedSource<<a69dd886a123ce13ad80ad3b0ac578f9>>
 * @relayHash 541cbc8e8930cbac69da9ca7ae3bedbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e7c2af1cc84957d40753ac2e628e9e0057cd7227fcc877c782822aac26b04a2

import { ConcreteRequest } from 'relay-runtime';
export type RegisterChefInput = {
  address: string;
  businessName: string;
  description: string;
  email: string;
  experienceYears?: number | null | undefined;
  name: string;
  password: string;
  phone: string;
  specialties: string;
};
export type ChefSignupPageMutation$variables = {
  input: RegisterChefInput;
};
export type ChefSignupPageMutation$data = {
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
export type ChefSignupPageMutation = {
  response: ChefSignupPageMutation$data;
  variables: ChefSignupPageMutation$variables;
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
    "name": "registerChef",
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
        "type": "RegisterChefPayload",
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
    "name": "ChefSignupPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChefSignupPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "541cbc8e8930cbac69da9ca7ae3bedbf",
    "id": "9e7c2af1cc84957d40753ac2e628e9e0057cd7227fcc877c782822aac26b04a2",
    "metadata": {},
    "name": "ChefSignupPageMutation",
    "operationKind": "mutation",
    "text": "mutation ChefSignupPageMutation(\n  $input: RegisterChefInput!\n) {\n  result: registerChef(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on RegisterChefPayload {\n      user {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ccafcc8c32d635366d5ee7bf954ed39";

export default node;
