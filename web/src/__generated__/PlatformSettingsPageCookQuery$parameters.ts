/**
 * @generated SignedSource<<220de1a4e6f19db287a9ed64f851758a>>
 * @relayHash 7448524b9ca79f54be8f59b910b30d6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6a689ba1a67591b4ef768c12332b394f3070bc671bc7a1ad6750a358a6d929c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PlatformSettingsPageCookQuery } from './PlatformSettingsPageCookQuery.graphql';

const node: PreloadableConcreteRequest<PlatformSettingsPageCookQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e6a689ba1a67591b4ef768c12332b394f3070bc671bc7a1ad6750a358a6d929c",
    "metadata": {},
    "name": "PlatformSettingsPageCookQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
