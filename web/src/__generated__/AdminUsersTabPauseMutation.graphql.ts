/**
 * @generated SignedSource<<4b302971e2560c86f11455e549d12b07>>
 * @relayHash e583b1563b3d3bbee03bc0b2bb385805
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6aad67f27ff34e1893013368920b57c805fed554559ba969020d14dbda5cecf8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetUserPausedInput = {
  paused: boolean;
  userId: string;
};
export type AdminUsersTabPauseMutation$variables = {
  input: SetUserPausedInput;
};
export type AdminUsersTabPauseMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly stats?: {
      readonly " $fragmentSpreads": FragmentRefs<"AdminOverview_stats">;
    };
    readonly user?: {
      readonly id: string;
      readonly isPaused: boolean;
    };
  };
};
export type AdminUsersTabPauseMutation = {
  response: AdminUsersTabPauseMutation$data;
  variables: AdminUsersTabPauseMutation$variables;
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
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaused",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pending",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "approved",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rejected",
    "storageKey": null
  },
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUsersTabPauseMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setUserPaused",
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
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AdminOverview_stats"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UserStatusPayload",
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
    "name": "AdminUsersTabPauseMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setUserPaused",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pendingRefunds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "platformPromoDiscountCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserCounts",
                    "kind": "LinkedField",
                    "name": "users",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "customers",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "activeChefs",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "activeDrivers",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "administrators",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ApplicationCounts",
                    "kind": "LinkedField",
                    "name": "chefApplications",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ApplicationCounts",
                    "kind": "LinkedField",
                    "name": "driverApplications",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UserStatusPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e583b1563b3d3bbee03bc0b2bb385805",
    "id": "6aad67f27ff34e1893013368920b57c805fed554559ba969020d14dbda5cecf8",
    "metadata": {},
    "name": "AdminUsersTabPauseMutation",
    "operationKind": "mutation",
    "text": "mutation AdminUsersTabPauseMutation(\n  $input: SetUserPausedInput!\n) {\n  result: setUserPaused(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UserStatusPayload {\n      user {\n        id\n        isPaused\n      }\n      stats {\n        ...AdminOverview_stats\n        id\n      }\n    }\n  }\n}\n\nfragment AdminOverview_stats on AdminStats {\n  pendingRefunds\n  platformPromoDiscountCents\n  users {\n    total\n    customers\n    activeChefs\n    activeDrivers\n    administrators\n  }\n  chefApplications {\n    pending\n    approved\n    rejected\n    total\n  }\n  driverApplications {\n    pending\n    approved\n    rejected\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "e879d994287dbe7207c68e8b8c2e9d34";

export default node;
