/**
 * @generated SignedSource<<2e577d0e1b32b0b4468db8562b03ea4c>>
 * @relayHash b93b636a78841dabfaab29666799d74c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a6f4c7760f1f7f044d2da317b7a26b61623277d9d637c19970026273b88cf65

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RecipePageQuery } from './RecipePageQuery.graphql';

const node: PreloadableConcreteRequest<RecipePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1a6f4c7760f1f7f044d2da317b7a26b61623277d9d637c19970026273b88cf65",
    "metadata": {},
    "name": "RecipePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
