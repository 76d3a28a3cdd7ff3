/**
 * @generated SignedSource<<150dad6481811999769e34b2d81eb87e>>
 * @relayHash 7d4a0763e6c436b350a5a230ebae877c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2109945c7310ba5a9ff75744159d547c6803e14bf7c32879764391e0377b981a

import { ConcreteRequest } from 'relay-runtime';
export type RedeliverWebhookInput = {
  deliveryId: string;
};
export type WebhooksCardRedeliverMutation$variables = {
  input: RedeliverWebhookInput;
};
export type WebhooksCardRedeliverMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly endpoint?: {
      readonly enabled: boolean;
      readonly id: string;
    } | null | undefined;
    readonly message?: string;
  };
};
export type WebhooksCardRedeliverMutation = {
  response: WebhooksCardRedeliverMutation$data;
  variables: WebhooksCardRedeliverMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": "result",
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "redeliverWebhook",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "endpoint",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RedeliverWebhookPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksCardRedeliverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardRedeliverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7d4a0763e6c436b350a5a230ebae877c",
    "id": "2109945c7310ba5a9ff75744159d547c6803e14bf7c32879764391e0377b981a",
    "metadata": {},
    "name": "WebhooksCardRedeliverMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardRedeliverMutation(\n  $input: RedeliverWebhookInput!\n) {\n  result: redeliverWebhook(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RedeliverWebhookPayload {\n      endpoint {\n        id\n        enabled\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c2d95ee38e8482bdc959b7cc6f71528";

export default node;
