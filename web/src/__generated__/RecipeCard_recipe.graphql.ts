/**
 * @generated SignedSource<<77dbdb071aa94fdb2f69221a6a5b17d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecipeDifficulty = "EASY" | "HARD" | "MEDIUM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecipeCard_recipe$data = {
  readonly cuisine: string | null | undefined;
  readonly databaseId: number;
  readonly description: string;
  readonly difficulty: RecipeDifficulty;
  readonly imageUrl: string | null | undefined;
  readonly isPublic: boolean;
  readonly prepTime: string;
  readonly servings: number;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly views: number;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_recipe">;
  readonly " $fragmentType": "RecipeCard_recipe";
};
export type RecipeCard_recipe$key = {
  readonly " $data"?: RecipeCard_recipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipeCard_recipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipeCard_recipe",
  "selections": [
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
      "name": "title",
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "difficulty",
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
      "kind": "ScalarField",
      "name": "servings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cuisine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "views",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPublic",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LikeButton_recipe"
    }
  ],
  "type": "Recipe",
  "abstractKey": null
};

(node as any).hash = "023ca4440dc8d63fc6df3bb25c040f25";

export default node;
