/**
 * @generated SignedSource<<caf51fa06fdcf20e4cd347a856328066>>
 * @relayHash d650e0b7f0d9bca309b0e9f88c63b0fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4e4f846fec92bcfb806fc9c1e6f7d627323429a7d3b8f9e9d049694987eb287

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckoutPageQuery } from './CheckoutPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckoutPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a4e4f846fec92bcfb806fc9c1e6f7d627323429a7d3b8f9e9d049694987eb287",
    "metadata": {},
    "name": "CheckoutPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
