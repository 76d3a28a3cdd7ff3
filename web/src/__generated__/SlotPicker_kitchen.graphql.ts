/**
 * @generated SignedSource<<04313b49037042eeef1dffb1e35c8ca8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SlotPicker_kitchen$data = {
  readonly deliverySlots: {
    readonly date: string;
    readonly dates: ReadonlyArray<string>;
    readonly dayOff: string | null | undefined;
    readonly slots: ReadonlyArray<{
      readonly available: boolean;
      readonly label: string;
      readonly remaining: number;
      readonly start: any;
    }>;
    readonly soldOut: string | null | undefined;
    readonly timeZone: string;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "SlotPicker_kitchen";
};
export type SlotPicker_kitchen$key = {
  readonly " $data"?: SlotPicker_kitchen$data;
  readonly " $fragmentSpreads": FragmentRefs<"SlotPicker_kitchen">;
};

import SlotPickerRefetchQuery_graphql from './SlotPickerRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "date"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SlotPickerRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SlotPicker_kitchen",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "date",
          "variableName": "date"
        }
      ],
      "concreteType": "DeliverySlots",
      "kind": "LinkedField",
      "name": "deliverySlots",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dates",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "soldOut",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dayOff",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeliverySlot",
          "kind": "LinkedField",
          "name": "slots",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "start",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
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
              "name": "remaining",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "07bdce7320f943f7c717036cab8c2ebd";

export default node;
