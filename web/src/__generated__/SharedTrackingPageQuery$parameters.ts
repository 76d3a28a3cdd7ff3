/**
 * @generated SignedSource<<beb23c37557479b21cc6483c533801fa>>
 * @relayHash 5ddc48af54ad846bb63e02cd7413ee95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 376e08a461ca40d446b1bb655529afc036e6cb593c0271b5417b2c77647b8ef4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SharedTrackingPageQuery } from './SharedTrackingPageQuery.graphql';

const node: PreloadableConcreteRequest<SharedTrackingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "376e08a461ca40d446b1bb655529afc036e6cb593c0271b5417b2c77647b8ef4",
    "metadata": {},
    "name": "SharedTrackingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
