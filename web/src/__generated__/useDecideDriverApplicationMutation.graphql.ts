/**
 * @generated SignedSource<<b20a26847517674d01fbe9137742cfc7>>
 * @relayHash ce4cc47197a8839081ecdca14e1ab62e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e500b43822287c0d0102e91536718bc3eeb8a003b6256e7f67e79ee4a3439c6

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type DecideDriverApplicationInput = {
  applicationId: string;
  rejectionReason?: string | null | undefined;
  status: ApplicationStatus;
};
export type useDecideDriverApplicationMutation$variables = {
  input: DecideDriverApplicationInput;
};
export type useDecideDriverApplicationMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly application?: {
      readonly id: string;
      readonly rejectionReason: string | null | undefined;
      readonly status: ApplicationStatus;
    };
    readonly message?: string;
    readonly stats?: {
      readonly driverApplications: {
        readonly pending: number;
      };
    };
  };
};
export type useDecideDriverApplicationMutation = {
  response: useDecideDriverApplicationMutation$data;
  variables: useDecideDriverApplicationMutation$variables;
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
  "concreteType": "DriverApplication",
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
  "name": "driverApplications",
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
    "name": "useDecideDriverApplicationMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideDriverApplication",
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
            "type": "DecideDriverApplicationPayload",
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
    "name": "useDecideDriverApplicationMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideDriverApplication",
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
            "type": "DecideDriverApplicationPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ce4cc47197a8839081ecdca14e1ab62e",
    "id": "4e500b43822287c0d0102e91536718bc3eeb8a003b6256e7f67e79ee4a3439c6",
    "metadata": {},
    "name": "useDecideDriverApplicationMutation",
    "operationKind": "mutation",
    "text": "mutation useDecideDriverApplicationMutation(\n  $input: DecideDriverApplicationInput!\n) {\n  result: decideDriverApplication(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DecideDriverApplicationPayload {\n      application {\n        id\n        status\n        rejectionReason\n      }\n      stats {\n        driverApplications {\n          pending\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c8ac0d38b10eced559c3d2a7130960e7";

export default node;
