/**
 * @generated SignedSource<<778f2f858180db6a577cad91db69ed5e>>
 * @relayHash 21d6a203ffdfce346dc37525be2ac7a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98c815f742fd9da8b08652c31665a455a81fb088229b2de37cc0faba1fce56b4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RestaurantsPageQuery } from './RestaurantsPageQuery.graphql';

const node: PreloadableConcreteRequest<RestaurantsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "98c815f742fd9da8b08652c31665a455a81fb088229b2de37cc0faba1fce56b4",
    "metadata": {},
    "name": "RestaurantsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
