/**
 * @generated SignedSource<<5a47a016ac52d49848c58ddfc05caee4>>
 * @relayHash 50ad4a29ef2a0f184ecd85797222deb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7fe150e6a2cdcfd551f4804ef9bbb931d6e1082af984eb2431248dcf636931f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateChefPreferencesInput = {
  autoAcceptOrders?: boolean | null | undefined;
  maxOrdersPerDay?: number | null | undefined;
  notifyEmail?: boolean | null | undefined;
  notifyOrders?: boolean | null | undefined;
  notifyPush?: boolean | null | undefined;
  payoutSchedule?: string | null | undefined;
  vacationMode?: boolean | null | undefined;
};
export type SettingsTabPreferencesMutation$variables = {
  input: UpdateChefPreferencesInput;
};
export type SettingsTabPreferencesMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cook?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SettingsTab_cook">;
    };
    readonly message?: string;
  };
};
export type SettingsTabPreferencesMutation = {
  response: SettingsTabPreferencesMutation$data;
  variables: SettingsTabPreferencesMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsTabPreferencesMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateChefPreferences",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "cook",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SettingsTab_cook"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "StoreSettingsPayload",
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
    "name": "SettingsTabPreferencesMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateChefPreferences",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "cook",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                    "name": "stripeConnected",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StoreSettings",
                    "kind": "LinkedField",
                    "name": "storeSettings",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "notifyOrders",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "notifyEmail",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "notifyPush",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "payoutSchedule",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "autoAcceptOrders",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "vacationMode",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "maxOrdersPerDay",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "StoreSettingsPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "50ad4a29ef2a0f184ecd85797222deb1",
    "id": "c7fe150e6a2cdcfd551f4804ef9bbb931d6e1082af984eb2431248dcf636931f",
    "metadata": {},
    "name": "SettingsTabPreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation SettingsTabPreferencesMutation(\n  $input: UpdateChefPreferencesInput!\n) {\n  result: updateChefPreferences(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on StoreSettingsPayload {\n      cook {\n        id\n        ...SettingsTab_cook\n      }\n    }\n  }\n}\n\nfragment SettingsTab_cook on User {\n  username\n  email\n  phone\n  address\n  stripeConnected\n  storeSettings {\n    notifyOrders\n    notifyEmail\n    notifyPush\n    payoutSchedule\n    autoAcceptOrders\n    vacationMode\n    maxOrdersPerDay\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c9c6068a5073c614105812fccb592e7";

export default node;
