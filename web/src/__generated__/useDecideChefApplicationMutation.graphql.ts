/**
 * @generated SignedSource<<a8e407f89525c9f37718729fc8d96200>>
 * @relayHash b90017f5b95f5f4316e96630885bcc37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 703981497162fe6e525727bc9fced6f59b78f3adb0a9c023576878b3b24c55a2

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type DecideChefApplicationInput = {
  applicationId: string;
  rejectionReason?: string | null | undefined;
  status: ApplicationStatus;
};
export type useDecideChefApplicationMutation$variables = {
  input: DecideChefApplicationInput;
};
export type useDecideChefApplicationMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly application?: {
      readonly id: string;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
    };
    readonly message?: string;
    readonly stats?: {
      readonly chefApplications: {
        readonly pending: number;
      };
    };
  };
};
export type useDecideChefApplicationMutation = {
  response: useDecideChefApplicationMutation$data;
  variables: useDecideChefApplicationMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "ChefApplication",
  "kind": "LinkedField",
  "name": "application",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectionReason",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "ApplicationCounts",
  "kind": "LinkedField",
  "name": "chefApplications",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pending",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDecideChefApplicationMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideChefApplication",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminStats",
                "kind": "LinkedField",
                "name": "stats",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DecideChefApplicationPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDecideChefApplicationMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideChefApplication",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminStats",
                "kind": "LinkedField",
                "name": "stats",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "DecideChefApplicationPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b90017f5b95f5f4316e96630885bcc37",
    "id": "703981497162fe6e525727bc9fced6f59b78f3adb0a9c023576878b3b24c55a2",
    "metadata": {},
    "name": "useDecideChefApplicationMutation",
    "operationKind": "mutation",
    "text": "mutation useDecideChefApplicationMutation(\n  $input: DecideChefApplicationInput!\n) {\n  result: decideChefApplication(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DecideChefApplicationPayload {\n      application {\n        id\n        status\n        rejectionReason\n      }\n      stats {\n        chefApplications {\n          pending\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1b7cac28656d3daaf2f55f3f7565ef4b";

export default node;
