/**
 * @generated SignedSource<<7a88e10cd7d7de58bad23a88e365961e>>
 * @relayHash acc49cdcf65694cd175c46ed12cae258
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eda03049b4591128eebd5e4d10a3f0b8b361da88a05ac586dd660dffc1afe39a

import { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookEndpointInput = {
  id: string;
};
export type WebhookEndpointDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteWebhookEndpointInput;
};
export type WebhookEndpointDeleteMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly endpointId?: string;
    readonly message?: string;
  };
};
export type WebhookEndpointDeleteMutation = {
  response: WebhookEndpointDeleteMutation$data;
  variables: WebhookEndpointDeleteMutation$variables;
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
  "name": "endpointId",
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
    "name": "WebhookEndpointDeleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "DeleteWebhookEndpointPayload",
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
    "name": "WebhookEndpointDeleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
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
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "endpointId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "DeleteWebhookEndpointPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "acc49cdcf65694cd175c46ed12cae258",
    "id": "eda03049b4591128eebd5e4d10a3f0b8b361da88a05ac586dd660dffc1afe39a",
    "metadata": {},
    "name": "WebhookEndpointDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WebhookEndpointDeleteMutation(\n  $input: DeleteWebhookEndpointInput!\n) {\n  result: deleteWebhookEndpoint(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DeleteWebhookEndpointPayload {\n      endpointId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ecb3fbbea91e6ff5baa4b298290ffba3";

export default node;
