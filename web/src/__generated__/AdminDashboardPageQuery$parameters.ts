/**
 * @generated SignedSource<<513847819ee8b6a0d51bff2929cb0011>>
 * @relayHash 8bd713690616dc5403e58f8745274835
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d4121c22725f8cd99baf83c1961c5864e967921fe134891b83c432bdaea8c2d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminDashboardPageQuery } from './AdminDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4d4121c22725f8cd99baf83c1961c5864e967921fe134891b83c432bdaea8c2d",
    "metadata": {},
    "name": "AdminDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
