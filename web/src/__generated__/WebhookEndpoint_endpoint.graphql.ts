/**
 * @generated SignedSource<<8d67594a6eab1fde6b9f8a27d084a3bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookEventType = "MENU_CHANGED" | "ORDER_CANCELLED" | "ORDER_DELIVERED" | "ORDER_PAID" | "ORDER_STATUS_CHANGED" | "REVIEW_CREATED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpoint_endpoint$data = {
  readonly deliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attemptedAt: any;
        readonly durationMs: number;
        readonly error: string | null | undefined;
        readonly event: string;
        readonly id: string;
        readonly statusCode: number | null | undefined;
        readonly succeeded: boolean;
        readonly webhookId: string;
      };
    }>;
  };
  readonly enabled: boolean;
  readonly events: ReadonlyArray<WebhookEventType>;
  readonly failingSince: any | null | undefined;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentType": "WebhookEndpoint_endpoint";
};
export type WebhookEndpoint_endpoint$key = {
  readonly " $data"?: WebhookEndpoint_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpoint_endpoint">;
};

import WebhooksCardEndpointRefetchQuery_graphql from './WebhooksCardEndpointRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "deliveries"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": WebhooksCardEndpointRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "WebhookEndpoint_endpoint",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "events",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failingSince",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "deliveries"
        }
      ],
      "concreteType": "WebhookEndpointDeliveriesConnection",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookEndpointDeliveriesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "webhookId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "event",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "statusCode",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "succeeded",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "durationMs",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "attemptedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "error",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};
})();

(node as any).hash = "e38b976adea8d326dc5609bd018b1b53";

export default node;
