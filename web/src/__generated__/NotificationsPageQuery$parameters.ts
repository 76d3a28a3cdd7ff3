/**
 * @generated SignedSource<<ccb5c820123b7629c0e84935c9b09f9f>>
 * @relayHash d1f32a3ecee8db584298dcb62dcc3deb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0b5098c34cfe436073dab49b1ad065dd3e1ae0dcc3500393da9be6fab146abf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NotificationsPageQuery } from './NotificationsPageQuery.graphql';

const node: PreloadableConcreteRequest<NotificationsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b0b5098c34cfe436073dab49b1ad065dd3e1ae0dcc3500393da9be6fab146abf",
    "metadata": {},
    "name": "NotificationsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
