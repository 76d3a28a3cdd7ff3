/**
 * @generated SignedSource<<5345199e829b93e6021ceb305d203651>>
 * @relayHash c88d0db8146dd076bb7814a5a50ffe72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed8beac13c152e9ecc50b04f7c0a1e301a352dd77d6118b9aa97955c04b43d2b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TrackingPageQuery } from './TrackingPageQuery.graphql';

const node: PreloadableConcreteRequest<TrackingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ed8beac13c152e9ecc50b04f7c0a1e301a352dd77d6118b9aa97955c04b43d2b",
    "metadata": {},
    "name": "TrackingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
