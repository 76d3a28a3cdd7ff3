/**
 * @generated SignedSource<<664fa228e9a0799a362d49e400c54a8e>>
 * @relayHash 4341193bd22a82dd288080bd862e3442
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 446253c106fa3199f1f4e27323ef2b7021c1522d5f22798d71e4b0d80c1b07dd

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type StartDemoDeliveryInput = {
  orderId: string;
};
export type useStartDemoDeliveryMutation$variables = {
  input: StartDemoDeliveryInput;
};
export type useStartDemoDeliveryMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly driver: {
        readonly name: string;
        readonly phone: string | null | undefined;
        readonly vehicle: string | null | undefined;
      } | null | undefined;
      readonly id: string;
      readonly status: OrderStatus;
      readonly statusLabel: string;
    };
  };
};
export type useStartDemoDeliveryMutation = {
  response: useStartDemoDeliveryMutation$data;
  variables: useStartDemoDeliveryMutation$variables;
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
    "name": "startDemoDelivery",
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
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DeliveryDriver",
                "kind": "LinkedField",
                "name": "driver",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vehicle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phone",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "StartDemoDeliveryPayload",
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
    "name": "useStartDemoDeliveryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartDemoDeliveryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4341193bd22a82dd288080bd862e3442",
    "id": "446253c106fa3199f1f4e27323ef2b7021c1522d5f22798d71e4b0d80c1b07dd",
    "metadata": {},
    "name": "useStartDemoDeliveryMutation",
    "operationKind": "mutation",
    "text": "mutation useStartDemoDeliveryMutation(\n  $input: StartDemoDeliveryInput!\n) {\n  result: startDemoDelivery(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on StartDemoDeliveryPayload {\n      order {\n        id\n        status\n        statusLabel\n        driver {\n          name\n          vehicle\n          phone\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "efa995b07ebb615572047e8fd4beb8eb";

export default node;
