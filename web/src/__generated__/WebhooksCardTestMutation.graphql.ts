/**
 * @generated SignedSource<<1807e7f6a5deeccd1e924902f31f7b17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "id": null,
    "metadata": {},
    "name": "WebhooksCardTestMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardTestMutation(\n  $input: SendTestWebhookEventInput!\n) {\n  result: sendTestWebhookEvent(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SendTestWebhookEventPayload {\n      webhookId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c90bbe3bf61a94181756a41275b35a5";

export default node;
