/**
 * @generated SignedSource<<fecf0c1774c97070070f27b5b0283f38>>
 * @relayHash 5d193fec37e2483f38a4dca0ae1ffc12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89dd7d49d2e1f5dffb023b791ad30d2b35d69671fb52d844832ceadeaa374b72

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartDrawerQuery$variables = Record<PropertyKey, never>;
export type CartDrawerQuery$data = {
  readonly cart: {
    readonly " $fragmentSpreads": FragmentRefs<"CartDrawer_cart">;
  };
};
export type CartDrawerQuery = {
  response: CartDrawerQuery$data;
  variables: CartDrawerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CartDrawerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CartDrawer_cart"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CartDrawerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalQuantity",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subtotalCents",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "cook",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CartLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quantity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unitPriceCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lineTotalCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "foodItem",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
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
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "available",
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
    ]
  },
  "params": {
    "cacheID": "5d193fec37e2483f38a4dca0ae1ffc12",
    "id": "89dd7d49d2e1f5dffb023b791ad30d2b35d69671fb52d844832ceadeaa374b72",
    "metadata": {},
    "name": "CartDrawerQuery",
    "operationKind": "query",
    "text": "query CartDrawerQuery {\n  cart {\n    ...CartDrawer_cart\n    id\n  }\n}\n\nfragment CartDrawer_cart on Cart {\n  id\n  totalQuantity\n  subtotalCents\n  cook {\n    username\n    id\n  }\n  lines {\n    id\n    quantity\n    unitPriceCents\n    lineTotalCents\n    foodItem {\n      id\n      databaseId\n      name\n      available\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1b1d044b15175b6981782e209ae96b9";

export default node;
