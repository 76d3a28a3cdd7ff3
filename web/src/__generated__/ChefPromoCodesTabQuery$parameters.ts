/**
 * @generated SignedSource<<618e5f5f58e042ba27ded2dbbd47dec1>>
 * @relayHash 3cb9a4f25d89232ac1d6b21966ba0530
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5907b4dc1f460ea8647b055a95d3efcf8c4a61a87dd30fe44a38f047c2aa6324

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChefPromoCodesTabQuery } from './ChefPromoCodesTabQuery.graphql';

const node: PreloadableConcreteRequest<ChefPromoCodesTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5907b4dc1f460ea8647b055a95d3efcf8c4a61a87dd30fe44a38f047c2aa6324",
    "metadata": {},
    "name": "ChefPromoCodesTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
