/**
 * @generated SignedSource<<6f3512688bffcce39eb9a3aa9fa72244>>
 * @relayHash f65a7bbb91a297e8c690a3a472e5177b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d03b37074c80dafab182d280de0974d9e9e9ee58cdb87e08adbfb42ac60132e3

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type ApplyAsChefInput = {
  businessName: string;
  cuisine?: string | null | undefined;
  description: string;
  experienceYears: number;
  kitchenAddress: string;
  specialties: string;
};
export type useApplyAsChefMutation$variables = {
  input: ApplyAsChefInput;
};
export type useApplyAsChefMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly application?: {
      readonly id: string;
      readonly status: ApplicationStatus;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useApplyAsChefMutation = {
  response: useApplyAsChefMutation$data;
  variables: useApplyAsChefMutation$variables;
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
    "name": "applyAsChef",
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
            "concreteType": "ChefApplication",
            "kind": "LinkedField",
            "name": "application",
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
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ApplyAsChefPayload",
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
    "name": "useApplyAsChefMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApplyAsChefMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f65a7bbb91a297e8c690a3a472e5177b",
    "id": "d03b37074c80dafab182d280de0974d9e9e9ee58cdb87e08adbfb42ac60132e3",
    "metadata": {},
    "name": "useApplyAsChefMutation",
    "operationKind": "mutation",
    "text": "mutation useApplyAsChefMutation(\n  $input: ApplyAsChefInput!\n) {\n  result: applyAsChef(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on ApplyAsChefPayload {\n      application {\n        id\n        status\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e1bcdfd50e0a34248c4cddc9ac238ca";

export default node;
