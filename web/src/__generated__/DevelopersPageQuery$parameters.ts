/**
 * @generated SignedSource<<a4b518d9da78335ce417407bf24e842c>>
 * @relayHash 36524377311c4802f18c0ae48b28d274
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b60767d60c59cf09c921493ea8bf5b02725aed8c2722d881b5d1a99ff2f39433

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DevelopersPageQuery } from './DevelopersPageQuery.graphql';

const node: PreloadableConcreteRequest<DevelopersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b60767d60c59cf09c921493ea8bf5b02725aed8c2722d881b5d1a99ff2f39433",
    "metadata": {},
    "name": "DevelopersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
