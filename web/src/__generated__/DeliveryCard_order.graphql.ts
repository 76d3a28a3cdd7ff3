/**
 * @generated SignedSource<<290d0f902a6e02fc172701e9b5576b91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeliveryCard_order$data = {
  readonly databaseId: number;
  readonly deliveryAddress: string;
  readonly deliveryInstructions: string | null | undefined;
  readonly distanceFromDriverMiles: number | null | undefined;
  readonly driverPayCents: number;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly databaseId: number;
    readonly name: string;
    readonly quantity: number;
  }>;
  readonly kitchenName: string;
  readonly pickupAddress: string;
  readonly status: OrderStatus;
  readonly statusLabel: string;
  readonly tipCents: number;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduledSlot_order">;
  readonly " $fragmentType": "DeliveryCard_order";
};
export type DeliveryCard_order$key = {
  readonly " $data"?: DeliveryCard_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryCard_order">;
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
  "name": "DeliveryCard_order",
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
      "name": "kitchenName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pickupAddress",
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
      "name": "distanceFromDriverMiles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "driverPayCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tipCents",
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

(node as any).hash = "7bd61c105739d338e5cf237b60592f6e";

export default node;
