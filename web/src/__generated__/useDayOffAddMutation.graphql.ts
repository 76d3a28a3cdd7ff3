/**
 * @generated SignedSource<<d02bbbe48fb9fbd77e6c043d8d32ff58>>
 * @relayHash ab39ddbb1c8b2e993e621dc118bb395e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 504afdd58a51040a2bbd2f9e39d3b3c6c2d6c5f3130a3c39b816a62627cf64d6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddDayOffInput = {
  date: string;
  reason: string;
};
export type useDayOffAddMutation$variables = {
  input: AddDayOffInput;
};
export type useDayOffAddMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cancelledOrderCount?: number;
    readonly cook?: {
      readonly " $fragmentSpreads": FragmentRefs<"DaysOffTab_cook">;
    };
    readonly message?: string;
  };
};
export type useDayOffAddMutation = {
  response: useDayOffAddMutation$data;
  variables: useDayOffAddMutation$variables;
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
  "name": "cancelledOrderCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDayOffAddMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addDayOff",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "cook",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DaysOffTab_cook"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DayOffPayload",
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
    "name": "useDayOffAddMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addDayOff",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "cook",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KitchenDayOff",
                    "kind": "LinkedField",
                    "name": "daysOff",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "date",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dateLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reason",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
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
            "type": "DayOffPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ab39ddbb1c8b2e993e621dc118bb395e",
    "id": "504afdd58a51040a2bbd2f9e39d3b3c6c2d6c5f3130a3c39b816a62627cf64d6",
    "metadata": {},
    "name": "useDayOffAddMutation",
    "operationKind": "mutation",
    "text": "mutation useDayOffAddMutation(\n  $input: AddDayOffInput!\n) {\n  result: addDayOff(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DayOffPayload {\n      cancelledOrderCount\n      cook {\n        ...DaysOffTab_cook\n        id\n      }\n    }\n  }\n}\n\nfragment DaysOffTab_cook on User {\n  daysOff {\n    date\n    dateLabel\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "30c8be05e06cbadf93dbf20aba54f854";

export default node;
