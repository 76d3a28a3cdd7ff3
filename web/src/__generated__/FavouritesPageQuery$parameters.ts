/**
 * @generated SignedSource<<c250448b5edeea8a3dcb5700c9539c96>>
 * @relayHash fc0d811ca4b2cfd8e7e479bee43f6964
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87e4d353dfe157f83e7101b69884270aa60565504e7e3ed9abe9e8c6a4e66fcc

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FavouritesPageQuery } from './FavouritesPageQuery.graphql';

const node: PreloadableConcreteRequest<FavouritesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "87e4d353dfe157f83e7101b69884270aa60565504e7e3ed9abe9e8c6a4e66fcc",
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
