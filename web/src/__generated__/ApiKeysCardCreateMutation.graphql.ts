/**
 * @generated SignedSource<<f5eeecf4c5c42d8f4375f66b646e32f6>>
 * @relayHash c03db263e5f27d373c7c5a98c5de0ede
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05c7bc6f76966918f7e59a800ab0ea7d585bf0ecf12b72e05ac9766f34f9ea59

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeyScope = "APPLICATIONS_READ" | "MENU_READ" | "MENU_WRITE" | "ORDERS_READ" | "ORDERS_WRITE" | "STORE_READ" | "STORE_WRITE" | "USERS_READ" | "%future added value";
export type CreateApiKeyInput = {
  name: string;
  scopes: ReadonlyArray<ApiKeyScope>;
};
export type ApiKeysCardCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateApiKeyInput;
};
export type ApiKeysCardCreateMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly apiKey?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApiKeysCard_key">;
    };
    readonly key?: string;
    readonly message?: string;
  };
};
export type ApiKeysCardCreateMutation = {
  response: ApiKeysCardCreateMutation$data;
  variables: ApiKeysCardCreateMutation$variables;
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
  "name": "key",
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
    "name": "ApiKeysCardCreateMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createApiKey",
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
                "concreteType": "ApiKey",
                "kind": "LinkedField",
                "name": "apiKey",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ApiKeysCard_key"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateApiKeyPayload",
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
    "name": "ApiKeysCardCreateMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createApiKey",
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
                "concreteType": "ApiKey",
                "kind": "LinkedField",
                "name": "apiKey",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
                "name": "apiKey",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "QueryApiKeysConnectionEdge"
                  }
                ]
              }
            ],
            "type": "CreateApiKeyPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c03db263e5f27d373c7c5a98c5de0ede",
    "id": "05c7bc6f76966918f7e59a800ab0ea7d585bf0ecf12b72e05ac9766f34f9ea59",
    "metadata": {},
    "name": "ApiKeysCardCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ApiKeysCardCreateMutation(\n  $input: CreateApiKeyInput!\n) {\n  result: createApiKey(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on CreateApiKeyPayload {\n      key\n      apiKey {\n        id\n        ...ApiKeysCard_key\n      }\n    }\n  }\n}\n\nfragment ApiKeysCard_key on ApiKey {\n  id\n  name\n  scopes\n  prefix\n  createdAt\n  lastUsedAt\n}\n"
  }
};
})();

(node as any).hash = "0eb2967075482f7ea77e15b7366f4732";

export default node;
