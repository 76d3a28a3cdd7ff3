/**
 * @generated SignedSource<<5e26878946a6ccf55095969b74616ec2>>
 * @relayHash caab855bd8e93da3281f28c7a96d73f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3c436c39b16ca5c303a51dcbecb04c24ae7421bd818c96db176d989a808ad0e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuPageQuery } from './MenuPageQuery.graphql';

const node: PreloadableConcreteRequest<MenuPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d3c436c39b16ca5c303a51dcbecb04c24ae7421bd818c96db176d989a808ad0e",
    "metadata": {},
    "name": "MenuPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
