/**
 * @generated SignedSource<<df61c67ae3fc51a3215bddfcb9078389>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DriverDashboard_driver$data = {
  readonly availableOrders: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeliveryCard_order">;
  }> | null | undefined;
  readonly driverActiveOrders: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeliveryCard_order" | "NavigationPanel_order">;
  }>;
  readonly driverMetrics: {
    readonly averageRating: number | null | undefined;
    readonly onTimeDeliveries: number;
    readonly todayDeliveries: number;
    readonly todayEarningsCents: number;
    readonly totalDeliveries: number;
  };
  readonly " $fragmentType": "DriverDashboard_driver";
};
export type DriverDashboard_driver$key = {
  readonly " $data"?: DriverDashboard_driver$data;
  readonly " $fragmentSpreads": FragmentRefs<"DriverDashboard_driver">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "DeliveryCard_order"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DriverDashboard_driver",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DriverMetrics",
      "kind": "LinkedField",
      "name": "driverMetrics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalDeliveries",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "todayDeliveries",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "todayEarningsCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageRating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "onTimeDeliveries",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "driverActiveOrders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NavigationPanel_order"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "availableOrders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "77ec5b56ee24c3c59269cd0258e79a1f";

export default node;
