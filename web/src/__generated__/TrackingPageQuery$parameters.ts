/**
 * @generated SignedSource<<6f36ad16010d3c5a0fba5a6488ffa3e2>>
 * @relayHash f3e8f3732b536aa06e327bec7fe02f7e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d509797428787906d567f7556f287b34c589594860469e53f913a6d4868b57a2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TrackingPageQuery } from './TrackingPageQuery.graphql';

const node: PreloadableConcreteRequest<TrackingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d509797428787906d567f7556f287b34c589594860469e53f913a6d4868b57a2",
    "metadata": {},
    "name": "TrackingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
