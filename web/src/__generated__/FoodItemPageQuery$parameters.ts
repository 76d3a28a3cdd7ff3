/**
 * @generated SignedSource<<439a07558169a70229e1326795156e77>>
 * @relayHash 4026254db5201538990dcea066783716
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c0b115fc5a867091183a17bef87016420b7dd76970a0079549ffab155bac589

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FoodItemPageQuery } from './FoodItemPageQuery.graphql';

const node: PreloadableConcreteRequest<FoodItemPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3c0b115fc5a867091183a17bef87016420b7dd76970a0079549ffab155bac589",
    "metadata": {},
    "name": "FoodItemPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
