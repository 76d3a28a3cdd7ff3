/**
 * @generated SignedSource<<8644e9835a5ecd878666f016062f671d>>
 * @relayHash 980fd843870289c3a20b3c634b10fac9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fe3bc9f8874987a4a34db8de2fa944761e6cb3619008f2ed526cbace92362d4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PlatformSettingsPageCookQuery } from './PlatformSettingsPageCookQuery.graphql';

const node: PreloadableConcreteRequest<PlatformSettingsPageCookQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3fe3bc9f8874987a4a34db8de2fa944761e6cb3619008f2ed526cbace92362d4",
    "metadata": {},
    "name": "PlatformSettingsPageCookQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
