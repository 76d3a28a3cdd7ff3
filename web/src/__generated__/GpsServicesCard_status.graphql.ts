/**
 * @generated SignedSource<<d61447c08489bc5dab06219aa525e2f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GpsServicesCard_status$data = {
  readonly available: boolean;
  readonly google: boolean;
  readonly mapbox: boolean;
  readonly provider: string;
  readonly " $fragmentType": "GpsServicesCard_status";
};
export type GpsServicesCard_status$key = {
  readonly " $data"?: GpsServicesCard_status$data;
  readonly " $fragmentSpreads": FragmentRefs<"GpsServicesCard_status">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GpsServicesCard_status",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mapbox",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "google",
      "storageKey": null
    }
  ],
  "type": "GpsStatus",
  "abstractKey": null
};

(node as any).hash = "7ac67e8d9e8504afa445593035ef18c5";

export default node;
