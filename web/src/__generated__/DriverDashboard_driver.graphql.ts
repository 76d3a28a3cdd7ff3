/**
 * @generated SignedSource<<ad90305a01ac5b8ee6380a198b7e56a7>>
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
    readonly " $fragmentSpreads": FragmentRefs<"DriverDashboard_order">;
  }> | null | undefined;
  readonly driverActiveOrders: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DriverDashboard_order" | "NavigationPanel_order">;
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
  "name": "DriverDashboard_order"
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

(node as any).hash = "a5e944fed8e9594d9a2985124e0ec9e9";

export default node;
