/**
 * @generated SignedSource<<1022212ba8146b604dd99a7ef3b02841>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpcomingScheduledOrders_kitchen$data = {
  readonly id: string;
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
  readonly " $fragmentType": "UpcomingScheduledOrders_kitchen";
};
export type UpcomingScheduledOrders_kitchen$key = {
  readonly " $data"?: UpcomingScheduledOrders_kitchen$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpcomingScheduledOrders_kitchen">;
};

import UpcomingScheduledOrdersRefetchQuery_graphql from './UpcomingScheduledOrdersRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": UpcomingScheduledOrdersRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "UpcomingScheduledOrders_kitchen",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
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
                (v0/*:: as any*/),
                (v1/*:: as any*/),
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
                    (v1/*:: as any*/),
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
      "storageKey": "upcomingScheduledOrders(first:50)"
    },
    (v0/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "406aa50ed08ae303329a52209cc29f67";

export default node;
