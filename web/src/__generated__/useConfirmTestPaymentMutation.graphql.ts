/**
 * @generated SignedSource<<726067fe2c4e69165e3a20b277103bdb>>
 * @relayHash 145d1115f9f1c25b93d01a410eab4e51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2bcce2efed6b07db209f65faa8c3fc815bba41c1b01924b63dd8a3815eb8906

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmTestPaymentInput = {
  authenticate?: boolean | null | undefined;
  cardNumber: string;
  paymentIntentId: string;
};
export type useConfirmTestPaymentMutation$variables = {
  input: ConfirmTestPaymentInput;
};
export type useConfirmTestPaymentMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly status?: string;
  };
};
export type useConfirmTestPaymentMutation = {
  response: useConfirmTestPaymentMutation$data;
  variables: useConfirmTestPaymentMutation$variables;
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
    "name": "confirmTestPayment",
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
            "name": "status",
            "storageKey": null
          }
        ],
        "type": "ConfirmTestPaymentPayload",
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
    "name": "useConfirmTestPaymentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmTestPaymentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "145d1115f9f1c25b93d01a410eab4e51",
    "id": "c2bcce2efed6b07db209f65faa8c3fc815bba41c1b01924b63dd8a3815eb8906",
    "metadata": {},
    "name": "useConfirmTestPaymentMutation",
    "operationKind": "mutation",
    "text": "mutation useConfirmTestPaymentMutation(\n  $input: ConfirmTestPaymentInput!\n) {\n  result: confirmTestPayment(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ConfirmTestPaymentPayload {\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "89a8e11c6f8dfb3dc7210fac175a9333";

export default node;
