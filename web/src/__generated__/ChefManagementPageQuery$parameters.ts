/**
 * @generated SignedSource<<02a99c3536f62d68291c2acee6ab98bf>>
 * @relayHash 29d06658af2e4bf58f27c35ff3226ff7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2685353a353e3f2ec3b8e71737c92410900beeb8b5a4dd3a88609d681551b8a2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChefManagementPageQuery } from './ChefManagementPageQuery.graphql';

const node: PreloadableConcreteRequest<ChefManagementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2685353a353e3f2ec3b8e71737c92410900beeb8b5a4dd3a88609d681551b8a2",
    "metadata": {},
    "name": "ChefManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
