/**
 * @generated SignedSource<<eb41cf17ba594471eb9b7f748826a79d>>
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
    readonly timestamp: any;
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
          "name": "timestamp",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "02a5adcc89c93e5ccd3a2c56dda535ac";

export default node;
