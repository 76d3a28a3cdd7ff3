/**
 * @generated SignedSource<<84ff2e4ac18a9570d56c471e6a0ba9f2>>
 * @relayHash d617b4560c65d6b594c3da441dfbf0b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 585bcf24eb4e94f5074176647d29b8263af168d57598156b76314f6aeb986134

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PlatformSettingsPageAdminQuery } from './PlatformSettingsPageAdminQuery.graphql';

const node: PreloadableConcreteRequest<PlatformSettingsPageAdminQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "585bcf24eb4e94f5074176647d29b8263af168d57598156b76314f6aeb986134",
    "metadata": {},
    "name": "PlatformSettingsPageAdminQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
