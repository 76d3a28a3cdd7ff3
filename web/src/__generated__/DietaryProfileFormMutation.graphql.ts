/**
 * @generated SignedSource<<7fbf46e002499aa5b241549ef9b99395>>
 * @relayHash 9b0933cf812efa113344d4c742cc3327
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3a80ca80c90aee62866a49c713b42760864e5f33d875c5b65f2968b5e36e3ec

import { ConcreteRequest } from 'relay-runtime';
export type Allergen = "EGGS" | "FISH" | "MILK" | "PEANUTS" | "SESAME" | "SHELLFISH" | "SOY" | "TREE_NUTS" | "WHEAT" | "%future added value";
export type DietaryTag = "DAIRY_FREE" | "GLUTEN_FREE" | "HALAL" | "KOSHER" | "VEGAN" | "VEGETARIAN" | "%future added value";
export type UpdateDietaryProfileInput = {
  avoidAllergens: ReadonlyArray<Allergen>;
  diets: ReadonlyArray<DietaryTag>;
};
export type DietaryProfileFormMutation$variables = {
  input: UpdateDietaryProfileInput;
};
export type DietaryProfileFormMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly dietaryProfile?: {
      readonly avoidAllergens: ReadonlyArray<Allergen>;
      readonly diets: ReadonlyArray<DietaryTag>;
    };
    readonly message?: string;
  };
};
export type DietaryProfileFormMutation = {
  response: DietaryProfileFormMutation$data;
  variables: DietaryProfileFormMutation$variables;
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
    "name": "updateDietaryProfile",
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DietaryProfile",
            "kind": "LinkedField",
            "name": "dietaryProfile",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avoidAllergens",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "diets",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateDietaryProfilePayload",
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
    "name": "DietaryProfileFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DietaryProfileFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9b0933cf812efa113344d4c742cc3327",
    "id": "f3a80ca80c90aee62866a49c713b42760864e5f33d875c5b65f2968b5e36e3ec",
    "metadata": {},
    "name": "DietaryProfileFormMutation",
    "operationKind": "mutation",
    "text": "mutation DietaryProfileFormMutation(\n  $input: UpdateDietaryProfileInput!\n) {\n  result: updateDietaryProfile(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UpdateDietaryProfilePayload {\n      dietaryProfile {\n        avoidAllergens\n        diets\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc78ee6da5d4de002cf7fa114a7b391b";

export default node;
