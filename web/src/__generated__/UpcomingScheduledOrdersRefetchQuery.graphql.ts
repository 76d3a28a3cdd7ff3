/**
 * @generated SignedSource<<663f61b4bb9cf706be0e04a0338b8dfc>>
 * @relayHash ebb968346d21b1388c21d59291d49fef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9e97a5c0ccb0e9d80fcd941ac24f69de0fcd58635d844c9da89c8d10623d312

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpcomingScheduledOrdersRefetchQuery$variables = {
  first: number;
  id: string;
};
export type UpcomingScheduledOrdersRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"UpcomingScheduledOrders_kitchen">;
  } | null | undefined;
};
export type UpcomingScheduledOrdersRefetchQuery = {
  response: UpcomingScheduledOrdersRefetchQuery$data;
  variables: UpcomingScheduledOrdersRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UpcomingScheduledOrdersRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": (v2/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "UpcomingScheduledOrders_kitchen"
          }
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
    "name": "UpcomingScheduledOrdersRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v2/*:: as any*/),
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
                          (v3/*:: as any*/),
                          (v4/*:: as any*/),
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
                              (v4/*:: as any*/),
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
              }
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ebb968346d21b1388c21d59291d49fef",
    "id": "e9e97a5c0ccb0e9d80fcd941ac24f69de0fcd58635d844c9da89c8d10623d312",
    "metadata": {},
    "name": "UpcomingScheduledOrdersRefetchQuery",
    "operationKind": "query",
    "text": "query UpcomingScheduledOrdersRefetchQuery(\n  $first: Int!\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...UpcomingScheduledOrders_kitchen_3ASum4\n    id\n  }\n}\n\nfragment UpcomingScheduledOrders_kitchen_3ASum4 on User {\n  upcomingScheduledOrders(first: $first) {\n    edges {\n      node {\n        id\n        databaseId\n        scheduledDayLabel\n        scheduledLabel\n        customerName\n        totalCents\n        items {\n          databaseId\n          name\n          quantity\n        }\n      }\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "39701cc85fbe926056ae9f95bcd398ac";

export default node;
