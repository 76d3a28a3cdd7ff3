/**
 * @generated SignedSource<<7542fa00a12fab04cb8ffb93e9e19948>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminDashboardPageLogoutMutation$variables = Record<PropertyKey, never>;
export type AdminDashboardPageLogoutMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type AdminDashboardPageLogoutMutation = {
  response: AdminDashboardPageLogoutMutation$data;
  variables: AdminDashboardPageLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": "result",
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "logout",
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
            "name": "success",
            "storageKey": null
          }
        ],
        "type": "LogoutPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminDashboardPageLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminDashboardPageLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7e3d79328bd817abd0b7463984eca87b",
    "id": null,
    "metadata": {},
    "name": "AdminDashboardPageLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation AdminDashboardPageLogoutMutation {\n  result: logout {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on LogoutPayload {\n      success\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "96abb468702adc1023de83027c0e6f46";

export default node;
