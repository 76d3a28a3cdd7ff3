/**
 * @generated SignedSource<<ac1018a221a54f564262bfbc5de77cf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChefOrdersTabSubscription$variables = Record<PropertyKey, never>;
export type ChefOrdersTabSubscription$data = {
  readonly kitchenOrderUpdated: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ChefOrdersTab_order">;
  };
};
export type ChefOrdersTabSubscription = {
  response: ChefOrdersTabSubscription$data;
  variables: ChefOrdersTabSubscription$variables;
};

const node: ConcreteRequest = (function(){
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
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChefOrdersTabSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "kitchenOrderUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChefOrdersTab_order"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChefOrdersTabSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "kitchenOrderUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "canCancel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancellableUntilLabel",
            "storageKey": null
          },
          (v1/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "createdAt",
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
            "kind": "ScalarField",
            "name": "customerName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryAddress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveryInstructions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cancelReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refundPending",
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
    ]
  },
  "params": {
    "cacheID": "fc72834330d2f471f93c8a750c734189",
    "id": null,
    "metadata": {},
    "name": "ChefOrdersTabSubscription",
    "operationKind": "subscription",
    "text": "subscription ChefOrdersTabSubscription {\n  kitchenOrderUpdated {\n    id\n    ...ChefOrdersTab_order\n  }\n}\n\nfragment ChefOrdersTab_order on Order {\n  id\n  ...ScheduledSlot_order\n  databaseId\n  status\n  statusLabel\n  createdAt\n  totalCents\n  customerName\n  deliveryAddress\n  deliveryInstructions\n  cancelReason\n  refundPending\n  items {\n    databaseId\n    name\n    quantity\n  }\n}\n\nfragment ScheduledSlot_order on Order {\n  id\n  scheduledLabel\n  canCancel\n  cancellableUntilLabel\n}\n"
  }
};
})();

(node as any).hash = "7dfeb065c410e3f7d4fc1a7f882ea924";

export default node;
