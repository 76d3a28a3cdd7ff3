/**
 * @generated SignedSource<<c8335dc0e8a8deb33187eb6f0e82ec1d>>
 * @relayHash 6e78018b7f4e373dfa0a114cb430b92a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d3aa3f4a350003f71935bf5c49bdb3557b671c221ae31371d5d3ea2bd1e144a

import { ConcreteRequest } from 'relay-runtime';
export type SendTestWebhookEventInput = {
  id: string;
};
export type WebhooksCardTestMutation$variables = {
  input: SendTestWebhookEventInput;
};
export type WebhooksCardTestMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly webhookId?: string | null | undefined;
  };
};
export type WebhooksCardTestMutation = {
  response: WebhooksCardTestMutation$data;
  variables: WebhooksCardTestMutation$variables;
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
    "name": "WebhooksCardTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6e78018b7f4e373dfa0a114cb430b92a",
    "id": "4d3aa3f4a350003f71935bf5c49bdb3557b671c221ae31371d5d3ea2bd1e144a",
    "metadata": {},
    "name": "WebhooksCardTestMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardTestMutation(\n  $input: SendTestWebhookEventInput!\n) {\n  result: sendTestWebhookEvent(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SendTestWebhookEventPayload {\n      webhookId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c90bbe3bf61a94181756a41275b35a5";

export default node;
