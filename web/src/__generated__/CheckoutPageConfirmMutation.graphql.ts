/**
 * @generated SignedSource<<3c92e7f7d4477c4a19d6a23ccb7129fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmTestPaymentInput = {
  cardNumber: string;
  paymentIntentId: string;
};
export type CheckoutPageConfirmMutation$variables = {
  input: ConfirmTestPaymentInput;
};
export type CheckoutPageConfirmMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly status?: string;
  };
};
export type CheckoutPageConfirmMutation = {
  response: CheckoutPageConfirmMutation$data;
  variables: CheckoutPageConfirmMutation$variables;
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
    "name": "CheckoutPageConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutPageConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "52d19016bc673bcb51cd03da3da1096f",
    "id": null,
    "metadata": {},
    "name": "CheckoutPageConfirmMutation",
    "operationKind": "mutation",
    "text": "mutation CheckoutPageConfirmMutation(\n  $input: ConfirmTestPaymentInput!\n) {\n  result: confirmTestPayment(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ConfirmTestPaymentPayload {\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1b7a061e0bbda3e710974c5f13228df2";

export default node;
