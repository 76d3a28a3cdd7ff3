/**
 * @generated SignedSource<<a51a44e002be654e5896a1dd9017db1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DishReviews_item$data = {
  readonly ratingSummary: {
    readonly averageRating: number;
    readonly breakdown: ReadonlyArray<{
      readonly count: number;
      readonly stars: number;
    }>;
    readonly totalReviews: number;
  };
  readonly reviews: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly comment: string | null | undefined;
        readonly createdAt: any;
        readonly id: string;
        readonly rating: number;
        readonly userName: string;
      };
    }>;
  };
  readonly " $fragmentType": "DishReviews_item";
};
export type DishReviews_item$key = {
  readonly " $data"?: DishReviews_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishReviews_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "reviews"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishReviews_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RatingSummary",
      "kind": "LinkedField",
      "name": "ratingSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageRating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalReviews",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StarCount",
          "kind": "LinkedField",
          "name": "breakdown",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "stars",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "reviews"
        }
      ],
      "concreteType": "FoodItemReviewsConnection",
      "kind": "LinkedField",
      "name": "reviews",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FoodItemReviewsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Review",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
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
                  "name": "comment",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "userName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
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
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "34f763d85f71a51b655919602ee16ec9";

export default node;
