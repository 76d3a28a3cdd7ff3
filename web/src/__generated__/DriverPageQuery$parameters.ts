/**
 * @generated SignedSource<<8d83da9f009e4f22a62e9f5a3f1f47b0>>
 * @relayHash b2ae92c13f1f244828ac2d21e16b7a40
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 72b41eaf433fbe173b2f9af95cc8d6129c6ca30b529720d0cc0a174f59c99ca9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DriverPageQuery } from './DriverPageQuery.graphql';

const node: PreloadableConcreteRequest<DriverPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "72b41eaf433fbe173b2f9af95cc8d6129c6ca30b529720d0cc0a174f59c99ca9",
    "metadata": {},
    "name": "DriverPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
