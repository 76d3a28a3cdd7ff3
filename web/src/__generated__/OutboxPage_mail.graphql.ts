/**
 * @generated SignedSource<<a626626024bf01e922dbf15dcfc496e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OutboxPage_mail$data = {
  readonly createdAt: any;
  readonly error: string | null | undefined;
  readonly sentAt: any | null | undefined;
  readonly subject: string;
  readonly text: string;
  readonly to: string;
  readonly " $fragmentType": "OutboxPage_mail";
};
export type OutboxPage_mail$key = {
  readonly " $data"?: OutboxPage_mail$data;
  readonly " $fragmentSpreads": FragmentRefs<"OutboxPage_mail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OutboxPage_mail",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
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
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    }
  ],
  "type": "MailMessage",
  "abstractKey": null
};

(node as any).hash = "3ba1707d97c3fc4090c14d09c8c5f98d";

export default node;
