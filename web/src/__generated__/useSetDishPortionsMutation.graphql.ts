/**
 * @generated SignedSource<<71f0084ca9d79163aa07365836d52fbc>>
 * @relayHash dcdf8ff104f0cc205a14805a07a1ae49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31865403ec4469a89fdeb6355e581986fa4e410b3f4c8c0206674594e003437d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetDishPortionsInput = {
  date: string;
  foodItemId: string;
  portions?: number | null | undefined;
};
export type useSetDishPortionsMutation$variables = {
  input: SetDishPortionsInput;
};
export type useSetDishPortionsMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly day?: {
      readonly dateLabel: string;
      readonly portions: number | null | undefined;
      readonly remaining: number | null | undefined;
    };
    readonly foodItem?: {
      readonly id: string;
      readonly soldOutToday: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"DishPortionsForm_dish">;
    };
    readonly message?: string;
  };
};
export type useSetDishPortionsMutation = {
  response: useSetDishPortionsMutation$data;
  variables: useSetDishPortionsMutation$variables;
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
  "name": "portions",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remaining",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "DishPortionDay",
  "kind": "LinkedField",
  "name": "day",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateLabel",
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "soldOutToday",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetDishPortionsMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setDishPortions",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "foodItem",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DishPortionsForm_dish"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetDishPortionsPayload",
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
    "name": "useSetDishPortionsMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setDishPortions",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "foodItem",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
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
                    "name": "portionsPerDay",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DishPortionDay",
                    "kind": "LinkedField",
                    "name": "portions",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "date",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SetDishPortionsPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dcdf8ff104f0cc205a14805a07a1ae49",
    "id": "31865403ec4469a89fdeb6355e581986fa4e410b3f4c8c0206674594e003437d",
    "metadata": {},
    "name": "useSetDishPortionsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetDishPortionsMutation(\n  $input: SetDishPortionsInput!\n) {\n  result: setDishPortions(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SetDishPortionsPayload {\n      day {\n        dateLabel\n        portions\n        remaining\n      }\n      foodItem {\n        id\n        soldOutToday\n        ...DishPortionsForm_dish\n      }\n    }\n  }\n}\n\nfragment DishPortionsForm_dish on FoodItem {\n  id\n  name\n  portionsPerDay\n  portions {\n    date\n    portions\n    remaining\n  }\n}\n"
  }
};
})();

(node as any).hash = "58e9e46fffb41e1f5e4f222121a2cdd4";

export default node;
