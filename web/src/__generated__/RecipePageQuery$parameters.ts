/**
 * @generated SignedSource<<0c89ffde1f2f8465eca946e9b7373dc2>>
 * @relayHash f597c18802fbf51c11e58322ad11f5bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 693fe51739307d5e88bb541f6513b8930754c729455796c3f963ec907e19322a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RecipePageQuery } from './RecipePageQuery.graphql';

const node: PreloadableConcreteRequest<RecipePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "693fe51739307d5e88bb541f6513b8930754c729455796c3f963ec907e19322a",
    "metadata": {},
    "name": "RecipePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
