/**
 * @generated SignedSource<<7572e03c428387a0ff95ed920aae08bf>>
 * @relayHash 2c529ff8e333265656e96236d6e84088
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8986b65408e75241f59617287c37fcb00558a45c8bce1529fc486fb14db61387

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuPageQuery } from './MenuPageQuery.graphql';

const node: PreloadableConcreteRequest<MenuPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8986b65408e75241f59617287c37fcb00558a45c8bce1529fc486fb14db61387",
    "metadata": {},
    "name": "MenuPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
