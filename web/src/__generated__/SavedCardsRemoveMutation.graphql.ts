/**
 * @generated SignedSource<<b326bd5b3ca9e558a01a3b1599a726bb>>
 * @relayHash c28971777aca8b711d2d52cd0f3f1066
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8029711823fa02a41286441aa2aaa25db07b5ee95867a724e504b3a7f6b0d87

import { ConcreteRequest } from 'relay-runtime';
export type RemoveSavedCardInput = {
  cardId: string;
};
export type SavedCardsRemoveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RemoveSavedCardInput;
};
export type SavedCardsRemoveMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly removedCardId?: string;
  };
};
export type SavedCardsRemoveMutation = {
  response: SavedCardsRemoveMutation$data;
  variables: SavedCardsRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedCardId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedCardsRemoveMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeSavedCard",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "RemoveSavedCardPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SavedCardsRemoveMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeSavedCard",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "removedCardId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "RemoveSavedCardPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c28971777aca8b711d2d52cd0f3f1066",
    "id": "f8029711823fa02a41286441aa2aaa25db07b5ee95867a724e504b3a7f6b0d87",
    "metadata": {},
    "name": "SavedCardsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation SavedCardsRemoveMutation(\n  $input: RemoveSavedCardInput!\n) {\n  result: removeSavedCard(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on RemoveSavedCardPayload {\n      removedCardId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "056db99adcbc4a684abdf7cc51e3a52b";

export default node;
