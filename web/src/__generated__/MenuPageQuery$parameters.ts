/**
 * @generated SignedSource<<7ffc635994f79365a373bc60afd74c1b>>
 * @relayHash c45cb270e30fabff873b09fd5f8f06f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8fa4404ee2749b9977a52398e6dd8605c14aa2d9e9f5b5e085361c50eb8ff1ef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MenuPageQuery } from './MenuPageQuery.graphql';

const node: PreloadableConcreteRequest<MenuPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8fa4404ee2749b9977a52398e6dd8605c14aa2d9e9f5b5e085361c50eb8ff1ef",
    "metadata": {},
    "name": "MenuPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
