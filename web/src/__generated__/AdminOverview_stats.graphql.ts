/**
 * @generated SignedSource<<a8590938be14f3ea52f3bf48cba9bd90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminOverview_stats$data = {
  readonly chefApplications: {
    readonly approved: number;
    readonly pending: number;
    readonly rejected: number;
    readonly total: number;
  };
  readonly driverApplications: {
    readonly approved: number;
    readonly pending: number;
    readonly rejected: number;
    readonly total: number;
  };
  readonly pendingRefunds: number;
  readonly platformPromoDiscountCents: number;
  readonly users: {
    readonly activeChefs: number;
    readonly activeDrivers: number;
    readonly administrators: number;
    readonly customers: number;
    readonly total: number;
  };
  readonly " $fragmentType": "AdminOverview_stats";
};
export type AdminOverview_stats$key = {
  readonly " $data"?: AdminOverview_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminOverview_stats">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pending",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "approved",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rejected",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminOverview_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingRefunds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platformPromoDiscountCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserCounts",
      "kind": "LinkedField",
      "name": "users",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "customers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeChefs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeDrivers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "administrators",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationCounts",
      "kind": "LinkedField",
      "name": "chefApplications",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationCounts",
      "kind": "LinkedField",
      "name": "driverApplications",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "AdminStats",
  "abstractKey": null
};
})();

(node as any).hash = "51b054faba58008c37db91f9bb231815";

export default node;
