/**
 * @generated SignedSource<<f95ecf6b59cc1b66a3f675464eed56af>>
 * @relayHash 2d5eb2bd590de60827f77aaccfc6263d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aefba7f886192aa0ca94d19d487d6ea608b2056502d02017af9145baf7e8828d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChefOrdersTabQuery } from './ChefOrdersTabQuery.graphql';

const node: PreloadableConcreteRequest<ChefOrdersTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "aefba7f886192aa0ca94d19d487d6ea608b2056502d02017af9145baf7e8828d",
    "metadata": {
      "connection": [
        {
          "count": "first",
          "cursor": null,
          "direction": "forward",
          "path": [
            "chefKitchen",
            "kitchenOrders"
          ]
        }
      ]
    },
    "name": "ChefOrdersTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
