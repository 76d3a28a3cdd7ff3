/**
 * @generated SignedSource<<3a75c0a8c8dadaf338f7575d2088c613>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ShareOrderTrackingInput = {
  orderId: string;
};
export type ShareActionsRevokeMutation$variables = {
  input: ShareOrderTrackingInput;
};
export type ShareActionsRevokeMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly revokedCount?: number;
  };
};
export type ShareActionsRevokeMutation = {
  response: ShareActionsRevokeMutation$data;
  variables: ShareActionsRevokeMutation$variables;
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
    "name": "revokeOrderTracking",
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
            "name": "revokedCount",
            "storageKey": null
          }
        ],
        "type": "RevokeOrderTrackingPayload",
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
    "name": "ShareActionsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareActionsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b0fc90645f99dfd306a878338875182e",
    "id": null,
    "metadata": {},
    "name": "ShareActionsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ShareActionsRevokeMutation(\n  $input: ShareOrderTrackingInput!\n) {\n  result: revokeOrderTracking(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RevokeOrderTrackingPayload {\n      revokedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "46fa0d7830f05589b6ceb343715102e1";

export default node;
