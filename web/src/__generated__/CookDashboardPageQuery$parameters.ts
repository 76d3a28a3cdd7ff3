/**
 * @generated SignedSource<<b9b01b4503eda9805ee5a8c4a286af46>>
 * @relayHash 5aa95e53451c05e0fb361cc631630991
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a19a0ba1d901843d70db840d50987598fe62cb47a6c780b0f61e7d55ac592f92

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CookDashboardPageQuery } from './CookDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<CookDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a19a0ba1d901843d70db840d50987598fe62cb47a6c780b0f61e7d55ac592f92",
    "metadata": {},
    "name": "CookDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
