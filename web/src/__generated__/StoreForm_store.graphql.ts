/**
 * @generated SignedSource<<61ada850c955b56c381bc616d947d06d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoreForm_store$data = {
  readonly address: string;
  readonly autoAcceptOrders: boolean;
  readonly businessHours: ReadonlyArray<{
    readonly closeTime: string;
    readonly day: string;
    readonly isOpen: boolean;
    readonly openTime: string;
  }>;
  readonly businessName: string;
  readonly deliveryFeeCents: number;
  readonly deliveryRadiusMiles: number;
  readonly description: string | null | undefined;
  readonly email: string;
  readonly freeDeliveryMinimumCents: number;
  readonly maxOrdersPerHour: number;
  readonly maxOrdersPerSlot: number | null | undefined;
  readonly minimumOrderCents: number;
  readonly orderCutoffMinutes: number | null | undefined;
  readonly payoutFrequency: string;
  readonly phone: string;
  readonly preparationTime: number;
  readonly slotCapacity: number;
  readonly slotCutoffMinutes: number;
  readonly taxId: string | null | undefined;
  readonly " $fragmentType": "StoreForm_store";
};
export type StoreForm_store$key = {
  readonly " $data"?: StoreForm_store$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoreForm_store">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoreForm_store",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preparationTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryRadiusMiles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryFeeCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minimumOrderCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "freeDeliveryMinimumCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoAcceptOrders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxOrdersPerHour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderCutoffMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxOrdersPerSlot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slotCutoffMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slotCapacity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payoutFrequency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BusinessDay",
      "kind": "LinkedField",
      "name": "businessHours",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isOpen",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closeTime",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "StoreSettings",
  "abstractKey": null
};

(node as any).hash = "4b2ae9ab928e767efb9401fb89210c27";

export default node;
