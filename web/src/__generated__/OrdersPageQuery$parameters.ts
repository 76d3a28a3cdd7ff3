/**
 * @generated SignedSource<<bba0fabba04476bfc03a30fd00adc0f3>>
 * @relayHash 79bb7bd9dce42ed8a74da165cd9f854e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ec2233f55ed150ef804b424a2abbf9f5a22ef59603e13378790bc62b071fac4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersPageQuery } from './OrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<OrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8ec2233f55ed150ef804b424a2abbf9f5a22ef59603e13378790bc62b071fac4",
    "metadata": {},
    "name": "OrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
