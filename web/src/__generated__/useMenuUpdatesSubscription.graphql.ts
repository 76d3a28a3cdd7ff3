/**
 * @generated SignedSource<<88d628beeb311740c62ccd0fbde2c484>>
 * @relayHash c5aa60047c0edb06598b90ab616d3d63
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4db8e6e831e6c76839f4aaaa21191b098d12f0461c0cb8a7613c4df26717d97

import { ConcreteRequest } from 'relay-runtime';
export type useMenuUpdatesSubscription$variables = {
  ids?: ReadonlyArray<string> | null | undefined;
};
export type useMenuUpdatesSubscription$data = {
  readonly menuUpdated: {
    readonly id: string;
    readonly portionsToday: {
      readonly remaining: number | null | undefined;
      readonly soldOut: boolean;
    } | null | undefined;
    readonly soldOutToday: boolean;
  };
};
export type useMenuUpdatesSubscription = {
  response: useMenuUpdatesSubscription$data;
  variables: useMenuUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "foodItemIds",
        "variableName": "ids"
      }
    ],
    "concreteType": "FoodItem",
    "kind": "LinkedField",
    "name": "menuUpdated",
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
        "name": "soldOutToday",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DishPortionDay",
        "kind": "LinkedField",
        "name": "portionsToday",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remaining",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "soldOut",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMenuUpdatesSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMenuUpdatesSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c5aa60047c0edb06598b90ab616d3d63",
    "id": "e4db8e6e831e6c76839f4aaaa21191b098d12f0461c0cb8a7613c4df26717d97",
    "metadata": {},
    "name": "useMenuUpdatesSubscription",
    "operationKind": "subscription",
    "text": "subscription useMenuUpdatesSubscription(\n  $ids: [ID!]\n) {\n  menuUpdated(foodItemIds: $ids) {\n    id\n    soldOutToday\n    portionsToday {\n      remaining\n      soldOut\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5edafae2e10c0afd657e45ebfae08fb4";

export default node;
