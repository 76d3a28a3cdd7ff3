/**
 * @generated SignedSource<<1d9518981727bc3d2a351a6d1a5b603a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TrackingProgress_order$data = {
  readonly deliveryLocation: {
    readonly lat: number;
    readonly lng: number;
  } | null | undefined;
  readonly driver: {
    readonly name: string;
  } | null | undefined;
  readonly driverLocation: {
    readonly lat: number;
    readonly lng: number;
    readonly speed: number | null | undefined;
  } | null | undefined;
  readonly etaMinutes: number;
  readonly id: string;
  readonly status: OrderStatus;
  readonly " $fragmentType": "TrackingProgress_order";
};
export type TrackingProgress_order$key = {
  readonly " $data"?: TrackingProgress_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackingProgress_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lat",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lng",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackingProgress_order",
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
      "name": "etaMinutes",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LatLng",
      "kind": "LinkedField",
      "name": "deliveryLocation",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "speed",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "8daf464962da8b9ae207d7df140c8ac0";

export default node;
