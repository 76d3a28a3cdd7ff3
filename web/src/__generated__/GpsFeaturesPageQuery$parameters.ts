/**
 * @generated SignedSource<<a0280368bdabfab6af6fef158730cd5a>>
 * @relayHash eecb3cf45bc9e1708da9f4419f05b8dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eeaca367b090d46d5b68cfd0c2b61f14641d3fdb9e2f4e1f67f476e7755147ac

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GpsFeaturesPageQuery } from './GpsFeaturesPageQuery.graphql';

const node: PreloadableConcreteRequest<GpsFeaturesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "eeaca367b090d46d5b68cfd0c2b61f14641d3fdb9e2f4e1f67f476e7755147ac",
    "metadata": {},
    "name": "GpsFeaturesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
