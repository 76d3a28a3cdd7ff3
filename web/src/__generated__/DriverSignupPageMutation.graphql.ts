/**
 * @generated SignedSource<<1613361ea447391392915cc3b45fad40>>
 * @relayHash b91b4450884488cb757c4c8394a8f9d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cadc125c079ddadb320afa1831a2bf790be2ad482203e8990c3a19339bc701c3

import { ConcreteRequest } from 'relay-runtime';
export type RegisterDriverInput = {
  address: string;
  canWorkWeekends?: boolean | null | undefined;
  driverLicense: string;
  email: string;
  hasCleanRecord: boolean;
  hasInsurance: boolean;
  insuranceProvider: string;
  licensePlate: string;
  name: string;
  password?: string | null | undefined;
  phone: string;
  preferredAreas?: string | null | undefined;
  vehicleMake: string;
  vehicleModel: string;
  vehicleType: string;
  vehicleYear?: number | null | undefined;
};
export type DriverSignupPageMutation$variables = {
  input: RegisterDriverInput;
};
export type DriverSignupPageMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
    };
  };
};
export type DriverSignupPageMutation = {
  response: DriverSignupPageMutation$data;
  variables: DriverSignupPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "registerDriver",
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
          (v1/*:: as any*/)
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
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
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
        ],
        "type": "RegisterDriverPayload",
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
    "name": "DriverSignupPageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DriverSignupPageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b91b4450884488cb757c4c8394a8f9d8",
    "id": "cadc125c079ddadb320afa1831a2bf790be2ad482203e8990c3a19339bc701c3",
    "metadata": {},
    "name": "DriverSignupPageMutation",
    "operationKind": "mutation",
    "text": "mutation DriverSignupPageMutation(\n  $input: RegisterDriverInput!\n) {\n  result: registerDriver(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on RegisterDriverPayload {\n      user {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "051368a1d7df33f2c696c5cd1cc5b635";

export default node;
