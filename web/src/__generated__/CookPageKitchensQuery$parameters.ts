/**
 * @generated SignedSource<<64425b60232b011dc5af94ea8de958d9>>
 * @relayHash 2815405361fec3c947fd054b26df1b69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64ad568c218f20e62ee203cdb19e0bd056c63cce87d77996006768deef2e2fde

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CookPageKitchensQuery } from './CookPageKitchensQuery.graphql';

const node: PreloadableConcreteRequest<CookPageKitchensQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "64ad568c218f20e62ee203cdb19e0bd056c63cce87d77996006768deef2e2fde",
    "metadata": {},
    "name": "CookPageKitchensQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
