/**
 * @generated SignedSource<<a329494645a8386cd1b909bdb65aa0b7>>
 * @relayHash 9e07b2e7e4083fad03f7f817a8599781
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2eb3a934fc2fd9f2911b93aeb3d6407e798997d689d35dd1c3b142487cdb74fd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TrackingPageQuery } from './TrackingPageQuery.graphql';

const node: PreloadableConcreteRequest<TrackingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2eb3a934fc2fd9f2911b93aeb3d6407e798997d689d35dd1c3b142487cdb74fd",
    "metadata": {},
    "name": "TrackingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
