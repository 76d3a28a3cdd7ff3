/**
 * @generated SignedSource<<ca22382d0ba46c3d6648122be9f9bc87>>
 * @relayHash e7c943f277f7c8f8e72effa13d15dbc1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 151df8ee682c0c1b72291114537f0039e7a48f2e8e5524a70ca954707833889f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChefMenuPageQuery } from './ChefMenuPageQuery.graphql';

const node: PreloadableConcreteRequest<ChefMenuPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "151df8ee682c0c1b72291114537f0039e7a48f2e8e5524a70ca954707833889f",
    "metadata": {},
    "name": "ChefMenuPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
