/**
 * @generated SignedSource<<78ad961f1b7fe9129f23f3c0dd2bf24c>>
 * @relayHash 03c17fc287149f4e6aafe75fdd35dfc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4bacc85ab79455c92bbbc4f663bd15eead579119d8633fde5c5bf89549a232c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevelopersPageQuery$variables = {
  deliveries: number;
  endpoints: number;
  keys: number;
};
export type DevelopersPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeysCard_query" | "WebhooksCard_query">;
};
export type DevelopersPageQuery = {
  response: DevelopersPageQuery$data;
  variables: DevelopersPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deliveries"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "endpoints"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "keys"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "keys"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v7 = {
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
v8 = {
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
},
v9 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "endpoints"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevelopersPageQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "keys"
          }
        ],
        "kind": "FragmentSpread",
        "name": "ApiKeysCard_query"
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "endpoints"
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DevelopersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryApiKeysConnection",
        "kind": "LinkedField",
        "name": "apiKeys",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryApiKeysConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiKey",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scopes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prefix",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastUsedAt",
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ApiKeysCard_apiKeys",
        "kind": "LinkedHandle",
        "name": "apiKeys"
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                              (v3/*:: as any*/),
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
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "WebhooksCard_webhookEndpoints",
        "kind": "LinkedHandle",
        "name": "webhookEndpoints"
      }
    ]
  },
  "params": {
    "cacheID": "03c17fc287149f4e6aafe75fdd35dfc5",
    "id": "a4bacc85ab79455c92bbbc4f663bd15eead579119d8633fde5c5bf89549a232c",
    "metadata": {},
    "name": "DevelopersPageQuery",
    "operationKind": "query",
    "text": "query DevelopersPageQuery(\n  $keys: Int!\n  $endpoints: Int!\n  $deliveries: Int!\n) {\n  ...ApiKeysCard_query_65hyv\n  ...WebhooksCard_query_1hs0SQ\n}\n\nfragment ApiKeysCard_key on ApiKey {\n  id\n  name\n  scopes\n  prefix\n  createdAt\n  lastUsedAt\n}\n\nfragment ApiKeysCard_query_65hyv on Query {\n  viewer {\n    role\n    id\n  }\n  apiKeys(first: $keys) {\n    edges {\n      node {\n        id\n        ...ApiKeysCard_key\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment WebhookEndpoint_endpoint_GT1ys on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  failingSince\n  deliveries(first: $deliveries) {\n    edges {\n      node {\n        id\n        webhookId\n        event\n        statusCode\n        succeeded\n        durationMs\n        attemptedAt\n        error\n      }\n    }\n  }\n}\n\nfragment WebhooksCard_query_1hs0SQ on Query {\n  webhookEndpoints(first: $endpoints) {\n    edges {\n      node {\n        id\n        ...WebhookEndpoint_endpoint_GT1ys\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "12cd2c7f5172c26d6a475254792ec103";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
