/**
 * @generated SignedSource<<cee9c545a7eecf3a845b373b42ef0455>>
 * @relayHash 17b477f825291b497b38ebccb9a6082b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1a026850c6cfc7ef5134c1514396b39f3764af80b667d7dbdebc85c5429c5ff

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b1a026850c6cfc7ef5134c1514396b39f3764af80b667d7dbdebc85c5429c5ff",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
