/**
 * @generated SignedSource<<df3fa996e03a9fdd8148c05407038418>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedCards_viewer$data = {
  readonly savedCards: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly expMonth: number;
        readonly expYear: number;
        readonly id: string;
        readonly label: string;
      };
    }>;
  };
  readonly " $fragmentType": "SavedCards_viewer";
};
export type SavedCards_viewer$key = {
  readonly " $data"?: SavedCards_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedCards_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cards"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "cards",
        "cursor": null,
        "direction": "forward",
        "path": [
          "savedCards"
        ]
      }
    ]
  },
  "name": "SavedCards_viewer",
  "selections": [
    {
      "alias": "savedCards",
      "args": null,
      "concreteType": "UserSavedCardsConnection",
      "kind": "LinkedField",
      "name": "__SavedCards_savedCards_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserSavedCardsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SavedCard",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "label",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "expMonth",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "expYear",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bab37b232235ca3cb291a004330faeb7";

export default node;
