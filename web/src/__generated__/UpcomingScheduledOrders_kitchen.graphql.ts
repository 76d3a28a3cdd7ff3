/**
 * @generated SignedSource<<81b63edada11147f2577da442889833c>>
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
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
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
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "39701cc85fbe926056ae9f95bcd398ac";

export default node;
