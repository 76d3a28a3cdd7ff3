/**
 * @generated SignedSource<<eaf0f17405485bdb9f52bb9acb4753d0>>
 * @relayHash 1be9f9e3f50889df2c1517498343fb0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc5fb9339d6606d3694c60abf4756e1b6290093496c92ee323bc49d21e65adf8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderSuccessPageQuery } from './OrderSuccessPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderSuccessPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dc5fb9339d6606d3694c60abf4756e1b6290093496c92ee323bc49d21e65adf8",
    "metadata": {},
    "name": "OrderSuccessPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
