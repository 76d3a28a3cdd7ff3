/**
 * @generated SignedSource<<3fdb133de8c2a5229368311916d99ec3>>
 * @relayHash 5e5f4c9d4d4ca73bc909a3f4d32ae32d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddad1a175695e648ce2736b61db3d27bf027e1466258242688f71482956f7735

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PlatformSettingsPageAdminQuery } from './PlatformSettingsPageAdminQuery.graphql';

const node: PreloadableConcreteRequest<PlatformSettingsPageAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ddad1a175695e648ce2736b61db3d27bf027e1466258242688f71482956f7735",
    "metadata": {},
    "name": "PlatformSettingsPageAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
