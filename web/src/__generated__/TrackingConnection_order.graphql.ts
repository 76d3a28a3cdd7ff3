/**
 * @generated SignedSource<<4d97b730220a5edf06663d07ec0d8bb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TrackingConnection_order$data = {
  readonly driverLocation: {
    readonly __typename: "DriverPosition";
  } | null | undefined;
  readonly id: string;
  readonly status: OrderStatus;
  readonly " $fragmentType": "TrackingConnection_order";
};
export type TrackingConnection_order$key = {
  readonly " $data"?: TrackingConnection_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackingConnection_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackingConnection_order",
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
      "concreteType": "DriverPosition",
      "kind": "LinkedField",
      "name": "driverLocation",
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
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "1588d11acb68c66a13083aff55570440";

export default node;
