/**
 * @generated SignedSource<<e8a1897821dd5c8d4245313cd7d32c82>>
 * @relayHash e6edecc2f4657326537375a37065a92e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7541854e1d409f69a91d199d97f96b8814f717f77e82eaee5d78775421408eb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersPageQuery } from './OrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<OrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e7541854e1d409f69a91d199d97f96b8814f717f77e82eaee5d78775421408eb",
    "metadata": {},
    "name": "OrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
