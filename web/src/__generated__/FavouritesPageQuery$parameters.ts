/**
 * @generated SignedSource<<1671f45cf9c27986a6c319c1697af373>>
 * @relayHash 316654be5c6ac78738b5f37ac0be5319
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2a665115155c5e03edb6aa96082c928ffa4b7d52976144f71f89f315202b834

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FavouritesPageQuery } from './FavouritesPageQuery.graphql';

const node: PreloadableConcreteRequest<FavouritesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c2a665115155c5e03edb6aa96082c928ffa4b7d52976144f71f89f315202b834",
    "metadata": {
      "connection": [
        {
          "count": "count",
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "favouriteDishes"
          ]
        },
        {
          "count": "count",
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "favouriteKitchens"
          ]
        }
      ]
    },
    "name": "FavouritesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
