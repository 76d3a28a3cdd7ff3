/**
 * @generated SignedSource<<5c256091beea02773161b76757d87e4d>>
 * @relayHash f9070e41dfc207f1e1cdf0909c64bf20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f506884a8386a75bc2ff5278f7f5e98399198784a0f7293be2d5677ea303feda

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Allergen = "EGGS" | "FISH" | "MILK" | "PEANUTS" | "SESAME" | "SHELLFISH" | "SOY" | "TREE_NUTS" | "WHEAT" | "%future added value";
export type DietaryTag = "DAIRY_FREE" | "GLUTEN_FREE" | "HALAL" | "KOSHER" | "VEGAN" | "VEGETARIAN" | "%future added value";
export type SearchBoxFilteredQuery$variables = {
  diet?: ReadonlyArray<DietaryTag> | null | undefined;
  excludeAllergens?: ReadonlyArray<Allergen> | null | undefined;
  first: number;
  hideConflicts?: boolean | null | undefined;
};
export type SearchBoxFilteredQuery$data = {
  readonly menu: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FoodCard_item">;
      };
    }>;
    readonly totalCount: number;
  };
};
export type SearchBoxFilteredQuery = {
  response: SearchBoxFilteredQuery$data;
  variables: SearchBoxFilteredQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "diet"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludeAllergens"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hideConflicts"
},
v4 = [
  {
    "kind": "Variable",
    "name": "diet",
    "variableName": "diet"
  },
  {
    "kind": "Variable",
    "name": "excludeAllergens",
    "variableName": "excludeAllergens"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "hideConflicts",
    "variableName": "hideConflicts"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allergens",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchBoxFilteredQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryMenuConnection",
        "kind": "LinkedField",
        "name": "menu",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMenuConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FoodCard_item"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchBoxFilteredQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryMenuConnection",
        "kind": "LinkedField",
        "name": "menu",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMenuConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
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
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ResponsiveImage",
                    "kind": "LinkedField",
                    "name": "image",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "width",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "height",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "srcSet",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "effectivePriceCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "specialActive",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prepTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KitchenStatus",
                    "kind": "LinkedField",
                    "name": "kitchenStatus",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "open",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "soldOutToday",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFavourite",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dietaryTags",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DietaryConflicts",
                    "kind": "LinkedField",
                    "name": "conflicts",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "diets",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "allergensDeclared",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasConflict",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f9070e41dfc207f1e1cdf0909c64bf20",
    "id": "f506884a8386a75bc2ff5278f7f5e98399198784a0f7293be2d5677ea303feda",
    "metadata": {},
    "name": "SearchBoxFilteredQuery",
    "operationKind": "query",
    "text": "query SearchBoxFilteredQuery(\n  $first: Int!\n  $diet: [DietaryTag!]\n  $excludeAllergens: [Allergen!]\n  $hideConflicts: Boolean\n) {\n  menu(first: $first, diet: $diet, excludeAllergens: $excludeAllergens, hideConflicts: $hideConflicts) {\n    totalCount\n    edges {\n      node {\n        id\n        ...FoodCard_item\n      }\n    }\n  }\n}\n\nfragment AllergenBadges_item on FoodItem {\n  allergens\n  dietaryTags\n  conflicts {\n    allergens\n    diets\n    allergensDeclared\n    hasConflict\n  }\n}\n\nfragment DishImage_image on ResponsiveImage {\n  ...ResponsiveImage_image\n}\n\nfragment FavouriteButton_item on FoodItem {\n  id\n  name\n  isFavourite\n}\n\nfragment FoodCard_item on FoodItem {\n  databaseId\n  name\n  description\n  image {\n    ...DishImage_image\n  }\n  priceCents\n  effectivePriceCents\n  specialActive\n  rating\n  reviewCount\n  prepTime\n  kitchenStatus {\n    open\n    label\n  }\n  soldOutToday\n  ...FavouriteButton_item\n  ...AllergenBadges_item\n}\n\nfragment ResponsiveImage_image on ResponsiveImage {\n  url\n  width\n  height\n  srcSet\n}\n"
  }
};
})();

(node as any).hash = "0c1be42cc63602f76d69558fe0a56f88";

export default node;
