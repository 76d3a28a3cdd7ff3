/**
 * @generated SignedSource<<ab3a03579e2177f747a40f8b7a78e64b>>
 * @relayHash 29e41bd1d6e18b86338c81178da672e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28d05fb92de01f3c816408a0268b94b5a51acff6e5b0ff7e5f5081d18f8368ea

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhooksCardEndpointRefetchQuery$variables = {
  deliveries?: number | null | undefined;
  id: string;
};
export type WebhooksCardEndpointRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpoint_endpoint">;
  } | null | undefined;
};
export type WebhooksCardEndpointRefetchQuery = {
  response: WebhooksCardEndpointRefetchQuery$data;
  variables: WebhooksCardEndpointRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "deliveries"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
    "name": "WebhooksCardEndpointRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "deliveries",
                "variableName": "deliveries"
              }
            ],
            "kind": "FragmentSpread",
            "name": "WebhookEndpoint_endpoint"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardEndpointRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
              }
            ],
            "type": "WebhookEndpoint",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "29e41bd1d6e18b86338c81178da672e8",
    "id": "28d05fb92de01f3c816408a0268b94b5a51acff6e5b0ff7e5f5081d18f8368ea",
    "metadata": {},
    "name": "WebhooksCardEndpointRefetchQuery",
    "operationKind": "query",
    "text": "query WebhooksCardEndpointRefetchQuery(\n  $deliveries: Int = 10\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...WebhookEndpoint_endpoint_GT1ys\n    id\n  }\n}\n\nfragment WebhookEndpoint_endpoint_GT1ys on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  failingSince\n  deliveries(first: $deliveries) {\n    edges {\n      node {\n        id\n        webhookId\n        event\n        statusCode\n        succeeded\n        durationMs\n        attemptedAt\n        error\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e38b976adea8d326dc5609bd018b1b53";

export default node;
