/**
 * @generated SignedSource<<4c915effb032a7783d3847437552bf1d>>
 * @relayHash 91bcd5723700f60558bda46f1dfb71d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e607491c43b97cd7e80ea0df356bad6cfc7b29c6a175fa5c6e1c05245333c42c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OutboxPageQuery } from './OutboxPageQuery.graphql';

const node: PreloadableConcreteRequest<OutboxPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e607491c43b97cd7e80ea0df356bad6cfc7b29c6a175fa5c6e1c05245333c42c",
    "metadata": {},
    "name": "OutboxPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
