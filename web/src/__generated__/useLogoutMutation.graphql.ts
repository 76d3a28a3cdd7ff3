/**
 * @generated SignedSource<<6fa6bce9b6b2acd5fc5df049b437fe29>>
 * @relayHash 724bdfac3b780383ba17bd88c94f221a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f986b2765f55db45a3638abfe16c0f06b3243602a824931341d81a46bc6d4434

import { ConcreteRequest } from 'relay-runtime';
export type useLogoutMutation$variables = Record<PropertyKey, never>;
export type useLogoutMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly success?: boolean;
  };
};
export type useLogoutMutation = {
  response: useLogoutMutation$data;
  variables: useLogoutMutation$variables;
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
    "name": "useLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "724bdfac3b780383ba17bd88c94f221a",
    "id": "f986b2765f55db45a3638abfe16c0f06b3243602a824931341d81a46bc6d4434",
    "metadata": {},
    "name": "useLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation useLogoutMutation {\n  result: logout {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on LogoutPayload {\n      success\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e23437b9aceb172cdbab90f9155af33";

export default node;
