/**
 * @generated SignedSource<<6e54a1992813231dd73112eb8c114bab>>
 * @relayHash 949e036ba64424e9a1fae60d74186c91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68b9de49020f35a39cf6797c70d5a904297b53d2d78134908753ceba322088b5

import { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookEndpointInput = {
  id: string;
};
export type WebhooksCardDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteWebhookEndpointInput;
};
export type WebhooksCardDeleteMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly endpointId?: string;
    readonly message?: string;
  };
};
export type WebhooksCardDeleteMutation = {
  response: WebhooksCardDeleteMutation$data;
  variables: WebhooksCardDeleteMutation$variables;
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
    "name": "WebhooksCardDeleteMutation",
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
    "name": "WebhooksCardDeleteMutation",
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
    "cacheID": "949e036ba64424e9a1fae60d74186c91",
    "id": "68b9de49020f35a39cf6797c70d5a904297b53d2d78134908753ceba322088b5",
    "metadata": {},
    "name": "WebhooksCardDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardDeleteMutation(\n  $input: DeleteWebhookEndpointInput!\n) {\n  result: deleteWebhookEndpoint(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DeleteWebhookEndpointPayload {\n      endpointId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "428364cad3ef60325d9164038ed7073d";

export default node;
