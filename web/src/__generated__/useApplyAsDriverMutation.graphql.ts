/**
 * @generated SignedSource<<1641e0664af9920f233ea305373ed4de>>
 * @relayHash 9ea99ba6f072cf3e12e67221d169a806
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f7c0e51fdb67e17689f357309be84b23483556ce6f87540507e0fa8fb464a24

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type ApplyAsDriverInput = {
  insurancePolicyNumber: string;
  insuranceProvider: string;
  licenseNumber: string;
  licensePlate: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleType: string;
  vehicleYear: number;
};
export type useApplyAsDriverMutation$variables = {
  input: ApplyAsDriverInput;
};
export type useApplyAsDriverMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly application?: {
      readonly id: string;
      readonly status: ApplicationStatus;
    };
    readonly message?: string;
  };
};
export type useApplyAsDriverMutation = {
  response: useApplyAsDriverMutation$data;
  variables: useApplyAsDriverMutation$variables;
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
    "name": "applyAsDriver",
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
            "concreteType": "DriverApplication",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ApplyAsDriverPayload",
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
    "name": "useApplyAsDriverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApplyAsDriverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9ea99ba6f072cf3e12e67221d169a806",
    "id": "2f7c0e51fdb67e17689f357309be84b23483556ce6f87540507e0fa8fb464a24",
    "metadata": {},
    "name": "useApplyAsDriverMutation",
    "operationKind": "mutation",
    "text": "mutation useApplyAsDriverMutation(\n  $input: ApplyAsDriverInput!\n) {\n  result: applyAsDriver(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ApplyAsDriverPayload {\n      application {\n        id\n        status\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "327697006cf53ca0bcb87043c514770f";

export default node;
