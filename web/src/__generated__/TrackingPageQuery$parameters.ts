/**
 * @generated SignedSource<<c02d3c9a0d0a6907c134020f4dbda511>>
 * @relayHash 6ada075293cb84475a1613f0e8686dd6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f02627eb59163065ae68be27e262b000d205c65c29d1268f49100154c9bb1311

import { PreloadableConcreteRequest } from 'relay-runtime';
import { TrackingPageQuery } from './TrackingPageQuery.graphql';

const node: PreloadableConcreteRequest<TrackingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f02627eb59163065ae68be27e262b000d205c65c29d1268f49100154c9bb1311",
    "metadata": {},
    "name": "TrackingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
