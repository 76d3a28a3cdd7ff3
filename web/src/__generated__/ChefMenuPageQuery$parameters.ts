/**
 * @generated SignedSource<<9b00905c1aafbf3fd5ae09c63c9ef2e3>>
 * @relayHash c2d828f4089a3e623c2f583066de40dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 842b0315b93ec305d30f835a0f3c925e1ba7512169cd377aa071004cbb996d8e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChefMenuPageQuery } from './ChefMenuPageQuery.graphql';

const node: PreloadableConcreteRequest<ChefMenuPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "842b0315b93ec305d30f835a0f3c925e1ba7512169cd377aa071004cbb996d8e",
    "metadata": {},
    "name": "ChefMenuPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
