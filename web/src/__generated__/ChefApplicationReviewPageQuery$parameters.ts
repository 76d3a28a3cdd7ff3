/**
 * @generated SignedSource<<c9ce37cf4fd34d6c3255aaed17494db7>>
 * @relayHash 13c6cae205749a3e4184c6257d321cb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37cff22cd382334bc383e3e9e5f7e75eba6145e16e08f4cd19ffae2dd4ac97f8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChefApplicationReviewPageQuery } from './ChefApplicationReviewPageQuery.graphql';

const node: PreloadableConcreteRequest<ChefApplicationReviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "37cff22cd382334bc383e3e9e5f7e75eba6145e16e08f4cd19ffae2dd4ac97f8",
    "metadata": {},
    "name": "ChefApplicationReviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
