/**
 * @generated SignedSource<<73a7f652f6cd55cd799c00b178fdfee4>>
 * @relayHash d48e4a98c083b8d9ae8321b5d7f25f39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a64944dff19eca5add57bda44bb391f69326afcd76ba017ba22cd2a2004f6434

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FoodItemPageQuery } from './FoodItemPageQuery.graphql';

const node: PreloadableConcreteRequest<FoodItemPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a64944dff19eca5add57bda44bb391f69326afcd76ba017ba22cd2a2004f6434",
    "metadata": {},
    "name": "FoodItemPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
