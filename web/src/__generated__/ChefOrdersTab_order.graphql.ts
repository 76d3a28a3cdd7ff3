/**
 * @generated SignedSource<<79977a14fbf5f1a45dfa53d8fcf8f9ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChefOrdersTab_order$data = {
  readonly cancelReason: string | null | undefined;
  readonly createdAt: any;
  readonly customerName: string;
  readonly databaseId: number;
  readonly deliveryAddress: string;
  readonly deliveryInstructions: string | null | undefined;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
    readonly quantity: number;
  }>;
  readonly refundPending: boolean;
  readonly status: OrderStatus;
  readonly statusLabel: string;
  readonly totalCents: number;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduledSlot_order">;
  readonly " $fragmentType": "ChefOrdersTab_order";
};
export type ChefOrdersTab_order$key = {
  readonly " $data"?: ChefOrdersTab_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChefOrdersTab_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChefOrdersTab_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ScheduledSlot_order"
    },
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "4c1a632e963794070b05824001dafe35";

export default node;
