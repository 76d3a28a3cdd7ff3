/**
 * @generated SignedSource<<c2cc080f9b84f448f27d3208014f019a>>
 * @relayHash 3565d410a2d50348137793c1b5a1386a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbdbfc4576150728616b5b324653022dc07fee7d460e303246e19654f287de58

import { ConcreteRequest } from 'relay-runtime';
export type RevokeApiKeyInput = {
  id: string;
};
export type ApiKeysCardRevokeMutation$variables = {
  input: RevokeApiKeyInput;
};
export type ApiKeysCardRevokeMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly revokedId?: string;
  };
};
export type ApiKeysCardRevokeMutation = {
  response: ApiKeysCardRevokeMutation$data;
  variables: ApiKeysCardRevokeMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "revokedId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiKeysCardRevokeMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeApiKey",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "RevokeApiKeyPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysCardRevokeMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeApiKey",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "revokedId"
              }
            ],
            "type": "RevokeApiKeyPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3565d410a2d50348137793c1b5a1386a",
    "id": "fbdbfc4576150728616b5b324653022dc07fee7d460e303246e19654f287de58",
    "metadata": {},
    "name": "ApiKeysCardRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ApiKeysCardRevokeMutation(\n  $input: RevokeApiKeyInput!\n) {\n  result: revokeApiKey(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RevokeApiKeyPayload {\n      revokedId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "166c9234245ba298bf16c65a333150e5";

export default node;
