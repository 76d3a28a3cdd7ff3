/**
 * @generated SignedSource<<44a07136dfe61a871b0d5bdf3bd0fbe2>>
 * @relayHash a6b3bbac6dac0447703f363c7cde99e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5973b9564010f139fc6af456bf7779ea165e0c68612193260b406b872c39d8f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhooksCardPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  deliveries?: number | null | undefined;
};
export type WebhooksCardPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"WebhooksCard_query">;
};
export type WebhooksCardPaginationQuery = {
  response: WebhooksCardPaginationQuery$data;
  variables: WebhooksCardPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "deliveries"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksCardPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          {
            "kind": "Variable",
            "name": "deliveries",
            "variableName": "deliveries"
          }
        ],
        "kind": "FragmentSpread",
        "name": "WebhooksCard_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryWebhookEndpointsConnection",
        "kind": "LinkedField",
        "name": "webhookEndpoints",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryWebhookEndpointsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WebhookEndpoint",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
                              (v2/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "WebhooksCard_webhookEndpoints",
        "kind": "LinkedHandle",
        "name": "webhookEndpoints"
      }
    ]
  },
  "params": {
    "cacheID": "a6b3bbac6dac0447703f363c7cde99e7",
    "id": "a5973b9564010f139fc6af456bf7779ea165e0c68612193260b406b872c39d8f",
    "metadata": {},
    "name": "WebhooksCardPaginationQuery",
    "operationKind": "query",
    "text": "query WebhooksCardPaginationQuery(\n  $count: Int = 20\n  $cursor: String\n  $deliveries: Int = 10\n) {\n  ...WebhooksCard_query_2iXq1K\n}\n\nfragment WebhookEndpoint_endpoint_GT1ys on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  failingSince\n  deliveries(first: $deliveries) {\n    edges {\n      node {\n        id\n        webhookId\n        event\n        statusCode\n        succeeded\n        durationMs\n        attemptedAt\n        error\n      }\n    }\n  }\n}\n\nfragment WebhooksCard_query_2iXq1K on Query {\n  webhookEndpoints(first: $count, after: $cursor) {\n    edges {\n      node {\n        id\n        ...WebhookEndpoint_endpoint_GT1ys\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d594730c04912234300adb9ed9f3ccc";

export default node;
