/**
 * @generated SignedSource<<08c3ce436f8124c6895673f9768125fc>>
 * @relayHash 3e2a9550ef0fe2c8fef8776b51505a1d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69275a738b5333f6e55d8408a37d9578644cdb3631bd3e9d9efe9f1d87ddc1e9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEventType = "MENU_CHANGED" | "ORDER_CANCELLED" | "ORDER_DELIVERED" | "ORDER_PAID" | "ORDER_STATUS_CHANGED" | "REVIEW_CREATED" | "%future added value";
export type CreateWebhookEndpointInput = {
  events: ReadonlyArray<WebhookEventType>;
  query?: string | null | undefined;
  url: string;
};
export type WebhooksCardCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateWebhookEndpointInput;
};
export type WebhooksCardCreateMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly endpoint?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpoint_endpoint">;
    };
    readonly message?: string;
    readonly secret?: string;
  };
};
export type WebhooksCardCreateMutation = {
  response: WebhooksCardCreateMutation$data;
  variables: WebhooksCardCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secret",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksCardCreateMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createWebhookEndpoint",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WebhookEndpoint",
                "kind": "LinkedField",
                "name": "endpoint",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WebhookEndpoint_endpoint"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateWebhookEndpointPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WebhooksCardCreateMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createWebhookEndpoint",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "WebhookEndpoint",
                "kind": "LinkedField",
                "name": "endpoint",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
                        "kind": "Literal",
                        "name": "first",
                        "value": 10
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
                              (v6/*:: as any*/),
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
                    "storageKey": "deliveries(first:10)"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "endpoint",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "QueryWebhookEndpointsConnectionEdge"
                  }
                ]
              }
            ],
            "type": "CreateWebhookEndpointPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3e2a9550ef0fe2c8fef8776b51505a1d",
    "id": "69275a738b5333f6e55d8408a37d9578644cdb3631bd3e9d9efe9f1d87ddc1e9",
    "metadata": {},
    "name": "WebhooksCardCreateMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardCreateMutation(\n  $input: CreateWebhookEndpointInput!\n) {\n  result: createWebhookEndpoint(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on CreateWebhookEndpointPayload {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpoint_endpoint\n      }\n    }\n  }\n}\n\nfragment WebhookEndpoint_endpoint on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  failingSince\n  deliveries(first: 10) {\n    edges {\n      node {\n        id\n        webhookId\n        event\n        statusCode\n        succeeded\n        durationMs\n        attemptedAt\n        error\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "142b3c7ecf7a887ad683475140a6cd0d";

export default node;
