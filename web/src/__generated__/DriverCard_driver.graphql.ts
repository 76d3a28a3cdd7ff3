/**
 * @generated SignedSource<<45d253c86d140a525f7a6b9dfb0c79b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DriverCard_driver$data = {
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly vehicle: string | null | undefined;
  readonly " $fragmentType": "DriverCard_driver";
};
export type DriverCard_driver$key = {
  readonly " $data"?: DriverCard_driver$data;
  readonly " $fragmentSpreads": FragmentRefs<"DriverCard_driver">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DriverCard_driver",
  "selections": [
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
      "name": "vehicle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    }
  ],
  "type": "DeliveryDriver",
  "abstractKey": null
};

(node as any).hash = "d2444f31b20e738d68c7968e7a11f02c";

export default node;
