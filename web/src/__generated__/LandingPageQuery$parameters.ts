/**
 * @generated SignedSource<<207699d19e82028d5ea6c86895e30aed>>
 * @relayHash 5f7a15683d5558d174cd9933db35e21e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7704d314fdd35b75e5d0ab138948fe8cdda19b1ba27251b39b38237a50898ca8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { LandingPageQuery } from './LandingPageQuery.graphql';

const node: PreloadableConcreteRequest<LandingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7704d314fdd35b75e5d0ab138948fe8cdda19b1ba27251b39b38237a50898ca8",
    "metadata": {},
    "name": "LandingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
