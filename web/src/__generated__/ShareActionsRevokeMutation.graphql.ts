/**
 * @generated SignedSource<<7786d1cae710022cf161b85934731ecb>>
 * @relayHash 30f69c8b61ce41a0cf305e3c17455981
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b6f738e7dc90d4dc1ad4f211cf23bdaa551d440332b96dd6a3c4dcdf3ef2212

import { ConcreteRequest } from 'relay-runtime';
export type RevokeOrderTrackingInput = {
  orderId: string;
};
export type ShareActionsRevokeMutation$variables = {
  input: RevokeOrderTrackingInput;
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
    "cacheID": "30f69c8b61ce41a0cf305e3c17455981",
    "id": "0b6f738e7dc90d4dc1ad4f211cf23bdaa551d440332b96dd6a3c4dcdf3ef2212",
    "metadata": {},
    "name": "ShareActionsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ShareActionsRevokeMutation(\n  $input: RevokeOrderTrackingInput!\n) {\n  result: revokeOrderTracking(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RevokeOrderTrackingPayload {\n      revokedCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce92de6bf9d23c6bdc4451fe98fed317";

export default node;
