/**
 * @generated SignedSource<<5d39267b67de930c0f59ee2c8c5e4ed9>>
 * @relayHash e828b73c67920a2ea229b49c4b4702a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6490398672f3df2e9d4412df7b36e286f182f580835ed9a6649540223328af79

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CreateRecipePageQuery } from './CreateRecipePageQuery.graphql';

const node: PreloadableConcreteRequest<CreateRecipePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6490398672f3df2e9d4412df7b36e286f182f580835ed9a6649540223328af79",
    "metadata": {},
    "name": "CreateRecipePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
