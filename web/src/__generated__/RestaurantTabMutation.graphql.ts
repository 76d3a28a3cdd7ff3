/**
 * @generated SignedSource<<333abbcc116522fe41d403da6ba9cfbc>>
 * @relayHash 5222e9b66dad20b28559a3bcce98bbed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7881ff20293bf4d5e3d2771400d0bfbe9ee02db10e21f1aebb1012a48bbd9b50

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveRestaurantProfileInput = {
  bannerUrl?: string | null | undefined;
  cuisineType: string;
  description: string;
  logoUrl?: string | null | undefined;
  restaurantName: string;
  specialties?: ReadonlyArray<string> | null | undefined;
};
export type RestaurantTabMutation$variables = {
  input: SaveRestaurantProfileInput;
};
export type RestaurantTabMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cook?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RestaurantTab_cook">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type RestaurantTabMutation = {
  response: RestaurantTabMutation$data;
  variables: RestaurantTabMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
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
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
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
    "name": "RestaurantTabMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveRestaurantProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RestaurantTab_cook"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveRestaurantProfilePayload",
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
    "name": "RestaurantTabMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveRestaurantProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RestaurantProfile",
                    "kind": "LinkedField",
                    "name": "restaurantProfile",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "restaurantName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cuisineType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "description",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "logoUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "bannerUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "specialties",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SaveRestaurantProfilePayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5222e9b66dad20b28559a3bcce98bbed",
    "id": "7881ff20293bf4d5e3d2771400d0bfbe9ee02db10e21f1aebb1012a48bbd9b50",
    "metadata": {},
    "name": "RestaurantTabMutation",
    "operationKind": "mutation",
    "text": "mutation RestaurantTabMutation(\n  $input: SaveRestaurantProfileInput!\n) {\n  result: saveRestaurantProfile(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on SaveRestaurantProfilePayload {\n      cook {\n        id\n        ...RestaurantTab_cook\n      }\n    }\n  }\n}\n\nfragment RestaurantTab_cook on User {\n  restaurantProfile {\n    restaurantName\n    cuisineType\n    description\n    logoUrl\n    bannerUrl\n    specialties\n  }\n}\n"
  }
};
})();

(node as any).hash = "83ec0418069b1f68949cb501d86af25a";

export default node;
