/**
 * @generated SignedSource<<05c508d0fe43d950bef0dbf106ffea2e>>
 * @relayHash 22f3d13b7e73dda94d308da25a09451d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8092bdababe26ec05dc8e0eb70009d7d63435d86746e3e4185c9d02865b73de5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteCategoryInput = {
  id: string;
};
export type CategoriesTabDeleteMutation$variables = {
  input: DeleteCategoryInput;
};
export type CategoriesTabDeleteMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cook?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CategoriesTab_cook">;
    };
    readonly message?: string;
  };
};
export type CategoriesTabDeleteMutation = {
  response: CategoriesTabDeleteMutation$data;
  variables: CategoriesTabDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CategoriesTabDeleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "cook",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CategoriesTab_cook"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteCategoryPayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CategoriesTabDeleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "cook",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserKitchenCategoriesConnection",
                    "kind": "LinkedField",
                    "name": "kitchenCategories",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "UserKitchenCategoriesConnectionEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Category",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v4/*:: as any*/),
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
                                "name": "description",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "displayOrder",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "foodItemCount",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteCategoryPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "22f3d13b7e73dda94d308da25a09451d",
    "id": "8092bdababe26ec05dc8e0eb70009d7d63435d86746e3e4185c9d02865b73de5",
    "metadata": {},
    "name": "CategoriesTabDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation CategoriesTabDeleteMutation(\n  $input: DeleteCategoryInput!\n) {\n  result: deleteCategory(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DeleteCategoryPayload {\n      cook {\n        id\n        ...CategoriesTab_cook\n      }\n    }\n  }\n}\n\nfragment CategoriesTab_cook on User {\n  kitchenCategories {\n    edges {\n      node {\n        id\n        name\n        description\n        displayOrder\n        foodItemCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c5d86a651fbcc373c700e9672cbde15";

export default node;
