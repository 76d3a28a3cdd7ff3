/**
 * @generated SignedSource<<02cd543de15ec4a91edc6981df730c4f>>
 * @relayHash 934799175940f975fa73f2deda55b25a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c332b8bb561c57217643abb7871edca810a7975b670ec5d9edbd4a34c2597e83

import { ConcreteRequest } from 'relay-runtime';
export type EarningsTabStatementQuery$variables = Record<PropertyKey, never>;
export type EarningsTabStatementQuery$data = {
  readonly viewer: {
    readonly cookEarnings: {
      readonly statementCsv: string;
    } | null | undefined;
  } | null | undefined;
};
export type EarningsTabStatementQuery = {
  response: EarningsTabStatementQuery$data;
  variables: EarningsTabStatementQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "CookEarnings",
  "kind": "LinkedField",
  "name": "cookEarnings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statementCsv",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EarningsTabStatementQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EarningsTabStatementQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "934799175940f975fa73f2deda55b25a",
    "id": "c332b8bb561c57217643abb7871edca810a7975b670ec5d9edbd4a34c2597e83",
    "metadata": {},
    "name": "EarningsTabStatementQuery",
    "operationKind": "query",
    "text": "query EarningsTabStatementQuery {\n  viewer {\n    cookEarnings {\n      statementCsv\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb47b60ec08ac87d8b7d2b1551aa973f";

export default node;
