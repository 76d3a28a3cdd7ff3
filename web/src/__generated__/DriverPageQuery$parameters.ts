/**
 * @generated SignedSource<<c8e8a7eb241978961d0fca6c8807b412>>
 * @relayHash 1431c906344b2c9a7a893aee652a45b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9f5b05f0653931ee80fef2cf37a375bdff243fe0f0b8989b8e0d4138712e63d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DriverPageQuery } from './DriverPageQuery.graphql';

const node: PreloadableConcreteRequest<DriverPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a9f5b05f0653931ee80fef2cf37a375bdff243fe0f0b8989b8e0d4138712e63d",
    "metadata": {},
    "name": "DriverPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
