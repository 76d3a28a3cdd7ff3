/**
 * @generated SignedSource<<234f2f49957ffc0ad15c8c37940ba907>>
 * @relayHash 6dc97d3577a98eac7d2d84fc82517406
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5fbcfddef0499d7204b978d7b3bdd363ac08ed9d3013bcb30e7e8bcdd9df912b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdminPromoCodesPageQuery } from './AdminPromoCodesPageQuery.graphql';

const node: PreloadableConcreteRequest<AdminPromoCodesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5fbcfddef0499d7204b978d7b3bdd363ac08ed9d3013bcb30e7e8bcdd9df912b",
    "metadata": {},
    "name": "AdminPromoCodesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
