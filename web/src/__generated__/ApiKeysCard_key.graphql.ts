/**
 * @generated SignedSource<<df3c14298e3b8f6a768850ea687e1afa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyScope = "APPLICATIONS_READ" | "MENU_READ" | "MENU_WRITE" | "ORDERS_READ" | "ORDERS_WRITE" | "STORE_READ" | "STORE_WRITE" | "USERS_READ" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiKeysCard_key$data = {
  readonly createdAt: any;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly scopes: ReadonlyArray<ApiKeyScope>;
  readonly " $fragmentType": "ApiKeysCard_key";
};
export type ApiKeysCard_key$key = {
  readonly " $data"?: ApiKeysCard_key$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeysCard_key">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeysCard_key",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "97262495b83a09ea76d28702c151cd1f";

export default node;
