/**
 * @generated SignedSource<<ed446a4bdf37aaeef21d244c184023fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TrackingMap_order$data = {
  readonly customerDatabaseId: number;
  readonly databaseId: number;
  readonly deliveryAddress: string;
  readonly deliveryLocation: {
    readonly lat: number;
    readonly lng: number;
  } | null | undefined;
  readonly driver: {
    readonly __typename: "DeliveryDriver";
  } | null | undefined;
  readonly driverLocation: {
    readonly lat: number;
    readonly lng: number;
  } | null | undefined;
  readonly id: string;
  readonly kitchenLocation: {
    readonly lat: number;
    readonly lng: number;
  } | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentType": "TrackingMap_order";
};
export type TrackingMap_order$key = {
  readonly " $data"?: TrackingMap_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackingMap_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lat",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lng",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackingMap_order",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerDatabaseId",
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
      "name": "deliveryAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LatLng",
      "kind": "LinkedField",
      "name": "kitchenLocation",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LatLng",
      "kind": "LinkedField",
      "name": "deliveryLocation",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DriverPosition",
      "kind": "LinkedField",
      "name": "driverLocation",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "d520e7ad2aee0cb6b53df65ce74b96a6";

export default node;
