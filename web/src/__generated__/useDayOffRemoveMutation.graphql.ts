/**
 * @generated SignedSource<<1293487abbeb86c08e0a3c83f097feaa>>
 * @relayHash dbc7a2ff1b4362533ae358d5e01a9297
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4504ae4c7e5fde50d7faaa460b11394ebe367360c843cb6406ed404897d03c2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemoveDayOffInput = {
  date: string;
};
export type useDayOffRemoveMutation$variables = {
  input: RemoveDayOffInput;
};
export type useDayOffRemoveMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cook?: {
      readonly " $fragmentSpreads": FragmentRefs<"DaysOffTab_cook">;
    };
    readonly message?: string;
  };
};
export type useDayOffRemoveMutation = {
  response: useDayOffRemoveMutation$data;
  variables: useDayOffRemoveMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDayOffRemoveMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeDayOff",
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
    "name": "useDayOffRemoveMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeDayOff",
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
    "cacheID": "dbc7a2ff1b4362533ae358d5e01a9297",
    "id": "d4504ae4c7e5fde50d7faaa460b11394ebe367360c843cb6406ed404897d03c2",
    "metadata": {},
    "name": "useDayOffRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useDayOffRemoveMutation(\n  $input: RemoveDayOffInput!\n) {\n  result: removeDayOff(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DayOffPayload {\n      cook {\n        ...DaysOffTab_cook\n        id\n      }\n    }\n  }\n}\n\nfragment DaysOffTab_cook on User {\n  daysOff {\n    date\n    dateLabel\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "f64dd7ee8365bf674d174488360ce78e";

export default node;
