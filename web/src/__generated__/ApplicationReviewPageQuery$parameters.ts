/**
 * @generated SignedSource<<d116b9b923d898f9555b26f634f03ef9>>
 * @relayHash b612ab004fde84924752235fe1d20daa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71149f4c4249b5a9f74d06b7d6498f9783ca3f3f5ba4f79ce241936430ea58c6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ApplicationReviewPageQuery } from './ApplicationReviewPageQuery.graphql';

const node: PreloadableConcreteRequest<ApplicationReviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "71149f4c4249b5a9f74d06b7d6498f9783ca3f3f5ba4f79ce241936430ea58c6",
    "metadata": {},
    "name": "ApplicationReviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
