/**
 * @generated SignedSource<<48669d549f0f4e8e4b4634f3a544b7bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TrackingProgress_status$data = {
  readonly driverLocation: {
    readonly __typename: "DriverPosition";
  } | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentType": "TrackingProgress_status";
};
export type TrackingProgress_status$key = {
  readonly " $data"?: TrackingProgress_status$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackingProgress_status">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackingProgress_status",
  "selections": [
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

(node as any).hash = "9958251eb3eaabfe5d08737f1805a61e";

export default node;
