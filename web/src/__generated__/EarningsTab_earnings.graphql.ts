/**
 * @generated SignedSource<<4c1c080ca1c46c968cea51bdcdb9ab5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EarningsTab_earnings$data = {
  readonly daily: ReadonlyArray<{
    readonly date: string;
    readonly grossCents: number;
    readonly netCents: number;
    readonly orderCount: number;
    readonly platformFeeCents: number;
  }>;
  readonly last30Days: {
    readonly grossCents: number;
    readonly netCents: number;
    readonly orderCount: number;
    readonly platformFeeCents: number;
  };
  readonly thisWeek: {
    readonly grossCents: number;
    readonly netCents: number;
    readonly orderCount: number;
  };
  readonly timeZone: string;
  readonly today: {
    readonly grossCents: number;
    readonly netCents: number;
    readonly orderCount: number;
  };
  readonly total: {
    readonly grossCents: number;
    readonly netCents: number;
    readonly orderCount: number;
    readonly platformFeeCents: number;
    readonly promoDiscountCents: number;
  };
  readonly " $fragmentType": "EarningsTab_earnings";
};
export type EarningsTab_earnings$key = {
  readonly " $data"?: EarningsTab_earnings$data;
  readonly " $fragmentSpreads": FragmentRefs<"EarningsTab_earnings">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "grossCents",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platformFeeCents",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netCents",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderCount",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EarningsTab_earnings",
  "selections": [
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
      "concreteType": "EarningsPeriod",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "promoDiscountCents",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EarningsPeriod",
      "kind": "LinkedField",
      "name": "today",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EarningsPeriod",
      "kind": "LinkedField",
      "name": "thisWeek",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EarningsPeriod",
      "kind": "LinkedField",
      "name": "last30Days",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EarningsDay",
      "kind": "LinkedField",
      "name": "daily",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "CookEarnings",
  "abstractKey": null
};
})();

(node as any).hash = "db1a880c6cd2ba7b9989c60b2e85c368";

export default node;
