/**
 * @generated SignedSource<<fad80052421ab98f11352716ec8a2830>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpcomingScheduledOrdersQuery$variables = {
  first: number;
};
export type UpcomingScheduledOrdersQuery$data = {
  readonly chefKitchen: {
    readonly upcomingScheduledOrders: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly customerName: string;
          readonly databaseId: number;
          readonly id: string;
          readonly items: ReadonlyArray<{
            readonly databaseId: number;
            readonly name: string;
            readonly quantity: number;
          }>;
          readonly scheduledDayLabel: string | null | undefined;
          readonly scheduledLabel: string | null | undefined;
          readonly totalCents: number;
        };
      }>;
    };
  };
};
export type UpcomingScheduledOrdersQuery = {
  response: UpcomingScheduledOrdersQuery$data;
  variables: UpcomingScheduledOrdersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "first"
    }
  ],
  "concreteType": "UserUpcomingScheduledOrdersConnection",
  "kind": "LinkedField",
  "name": "upcomingScheduledOrders",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "UserUpcomingScheduledOrdersConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Order",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scheduledDayLabel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "scheduledLabel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "customerName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalCents",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "OrderItem",
              "kind": "LinkedField",
              "name": "items",
              "plural": true,
              "selections": [
                (v2/*:: as any*/),
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
                  "name": "quantity",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpcomingScheduledOrdersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "chefKitchen",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "UpcomingScheduledOrdersQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "chefKitchen",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "69a502174d307f0b6089b131247462c9",
    "id": null,
    "metadata": {},
    "name": "UpcomingScheduledOrdersQuery",
    "operationKind": "query",
    "text": "query UpcomingScheduledOrdersQuery(\n  $first: Int!\n) {\n  chefKitchen {\n    upcomingScheduledOrders(first: $first) {\n      edges {\n        node {\n          id\n          databaseId\n          scheduledDayLabel\n          scheduledLabel\n          customerName\n          totalCents\n          items {\n            databaseId\n            name\n            quantity\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ffed0569ba3d1366b059681c45e357d";

export default node;
