/**
 * @generated SignedSource<<1328fe6dbdf6b866e9e9c10d001c843a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminUsersTab_user$data = {
  readonly databaseId: number;
  readonly email: string;
  readonly id: string;
  readonly isPaused: boolean;
  readonly phone: string | null | undefined;
  readonly role: Role;
  readonly username: string;
  readonly " $fragmentType": "AdminUsersTab_user";
};
export type AdminUsersTab_user$key = {
  readonly " $data"?: AdminUsersTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUsersTab_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminUsersTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
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
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaused",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "48ab8688fcab0bd54b5d0d5cc6f0c1d6";

export default node;
