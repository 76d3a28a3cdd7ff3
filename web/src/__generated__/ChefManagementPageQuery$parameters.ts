/**
 * @generated SignedSource<<9dd40813d1b520ba8194da78d790d016>>
 * @relayHash ced4717a8ae61696049220cb7b7e1dc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0306c61f1777abd0b1703efadaf279a086897f7ff4a4e0bee0e5fac1aae3564f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChefManagementPageQuery } from './ChefManagementPageQuery.graphql';

const node: PreloadableConcreteRequest<ChefManagementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0306c61f1777abd0b1703efadaf279a086897f7ff4a4e0bee0e5fac1aae3564f",
    "metadata": {},
    "name": "ChefManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
