/**
 * @generated SignedSource<<0fb308b61902127b3c28ceb6841d3ad0>>
 * @relayHash ae3109e4faaa2e3b4b59aced6325fc24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88595b971bd30b01e5885cce3df533b10ef502c199ad9be94ef7caf2434a3e3a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { NotificationsPageQuery } from './NotificationsPageQuery.graphql';

const node: PreloadableConcreteRequest<NotificationsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "88595b971bd30b01e5885cce3df533b10ef502c199ad9be94ef7caf2434a3e3a",
    "metadata": {},
    "name": "NotificationsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
