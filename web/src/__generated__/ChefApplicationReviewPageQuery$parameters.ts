/**
 * @generated SignedSource<<375486a79103ca9b78c8696ab11b3880>>
 * @relayHash 07c4ee37cb0bc25bb126bc775389d8f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5ddfe8fd1e1a11fa09b3e5f133ea01f0bf1aadf1a4afdfb8e96ce78554e42d5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChefApplicationReviewPageQuery } from './ChefApplicationReviewPageQuery.graphql';

const node: PreloadableConcreteRequest<ChefApplicationReviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a5ddfe8fd1e1a11fa09b3e5f133ea01f0bf1aadf1a4afdfb8e96ce78554e42d5",
    "metadata": {},
    "name": "ChefApplicationReviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
