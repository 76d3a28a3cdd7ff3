/**
 * @generated SignedSource<<6d57630bece322deff90ebc16f34ac9e>>
 * @relayHash 11502a14b4cefb1b8bd4e9b885227d15
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6777bcb77a7a9f95a43296a31e5a89d7630c86cdeaf7b639f8f26435abaed798

import { ConcreteRequest } from 'relay-runtime';
export type RedeliverWebhookInput = {
  deliveryId: string;
};
export type WebhookEndpointRedeliverMutation$variables = {
  input: RedeliverWebhookInput;
};
export type WebhookEndpointRedeliverMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly endpoint?: {
      readonly enabled: boolean;
      readonly id: string;
    } | null | undefined;
    readonly message?: string;
  };
};
export type WebhookEndpointRedeliverMutation = {
  response: WebhookEndpointRedeliverMutation$data;
  variables: WebhookEndpointRedeliverMutation$variables;
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
    "name": "WebhookEndpointRedeliverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointRedeliverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "11502a14b4cefb1b8bd4e9b885227d15",
    "id": "6777bcb77a7a9f95a43296a31e5a89d7630c86cdeaf7b639f8f26435abaed798",
    "metadata": {},
    "name": "WebhookEndpointRedeliverMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointRedeliverMutation(\n  $input: RedeliverWebhookInput!\n) {\n  result: redeliverWebhook(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RedeliverWebhookPayload {\n      endpoint {\n        id\n        enabled\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f6c65de1df4adaf7eaf75d49af57997";

export default node;
