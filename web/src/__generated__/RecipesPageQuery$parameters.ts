/**
 * @generated SignedSource<<1684712a09502dd3e7b04c7b392c8644>>
 * @relayHash 484ef06329eb6da5ee0298bad5c0a57c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8fb521425a85b9c538f905e17bf029dca43fb3c7690cd4f2f313c7892ec09224

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RecipesPageQuery } from './RecipesPageQuery.graphql';

const node: PreloadableConcreteRequest<RecipesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8fb521425a85b9c538f905e17bf029dca43fb3c7690cd4f2f313c7892ec09224",
    "metadata": {},
    "name": "RecipesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
