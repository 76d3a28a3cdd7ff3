/**
 * @generated SignedSource<<6382f928b8be7ae30dce56055cb7d20c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommunityMembershipStatus = "CONFIRMED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MembershipAction_viewer$data = {
  readonly communityMembership: {
    readonly status: CommunityMembershipStatus;
  } | null | undefined;
  readonly " $fragmentType": "MembershipAction_viewer";
};
export type MembershipAction_viewer$key = {
  readonly " $data"?: MembershipAction_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipAction_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembershipAction_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CommunityMembership",
      "kind": "LinkedField",
      "name": "communityMembership",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f449671efbedd9c64ce96c1d87b25a05";

export default node;
