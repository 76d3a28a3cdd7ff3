/**
 * @generated SignedSource<<74bde3fb48f66d3c55635d4a8491f777>>
 * @relayHash 075625b7f0f33121c63c4b80d525a9a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 547752ec6d7319144b0c5ae43f97f95ba255a967cd2ef36fd240ce50b44b54cb

import { ConcreteRequest } from 'relay-runtime';
export type SendTestWebhookEventInput = {
  id: string;
};
export type WebhookEndpointTestMutation$variables = {
  input: SendTestWebhookEventInput;
};
export type WebhookEndpointTestMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly webhookId?: string | null | undefined;
  };
};
export type WebhookEndpointTestMutation = {
  response: WebhookEndpointTestMutation$data;
  variables: WebhookEndpointTestMutation$variables;
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
    "name": "sendTestWebhookEvent",
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
            "kind": "ScalarField",
            "name": "webhookId",
            "storageKey": null
          }
        ],
        "type": "SendTestWebhookEventPayload",
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
    "name": "WebhookEndpointTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookEndpointTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "075625b7f0f33121c63c4b80d525a9a5",
    "id": "547752ec6d7319144b0c5ae43f97f95ba255a967cd2ef36fd240ce50b44b54cb",
    "metadata": {},
    "name": "WebhookEndpointTestMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointTestMutation(\n  $input: SendTestWebhookEventInput!\n) {\n  result: sendTestWebhookEvent(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SendTestWebhookEventPayload {\n      webhookId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e6694110442a3acdadb82d26af9a88e5";

export default node;
