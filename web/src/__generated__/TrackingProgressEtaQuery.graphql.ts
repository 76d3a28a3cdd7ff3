/**
 * @generated SignedSource<<3b8b831c4be8df390184517c9c00370d>>
 * @relayHash 9c64f56a466b449c745c3aa19800e7cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95dfea7190eb3ec236c8408e1eba349c36bbc736ab1d8322584a20b770995c87

import { ConcreteRequest } from 'relay-runtime';
export type TrackingProgressEtaQuery$variables = {
  id: string;
};
export type TrackingProgressEtaQuery$data = {
  readonly node: {
    readonly etaMinutes?: number;
  } | null | undefined;
};
export type TrackingProgressEtaQuery = {
  response: TrackingProgressEtaQuery$data;
  variables: TrackingProgressEtaQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "etaMinutes",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TrackingProgressEtaQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackingProgressEtaQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    "cacheID": "9c64f56a466b449c745c3aa19800e7cf",
    "id": "95dfea7190eb3ec236c8408e1eba349c36bbc736ab1d8322584a20b770995c87",
    "metadata": {},
    "name": "TrackingProgressEtaQuery",
    "operationKind": "query",
    "text": "query TrackingProgressEtaQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Order {\n      etaMinutes\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b8f0682a0cb2d5688825ef1ab3f7c1f2";

export default node;
