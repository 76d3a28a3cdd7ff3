/**
 * @generated SignedSource<<c19b8866f47624905851c522132d2b8d>>
 * @relayHash 03c17fc287149f4e6aafe75fdd35dfc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4bacc85ab79455c92bbbc4f663bd15eead579119d8633fde5c5bf89549a232c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DevelopersPageQuery } from './DevelopersPageQuery.graphql';

const node: PreloadableConcreteRequest<DevelopersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a4bacc85ab79455c92bbbc4f663bd15eead579119d8633fde5c5bf89549a232c",
    "metadata": {},
    "name": "DevelopersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
