/**
 * @generated SignedSource<<ffa59cdf2b8d7af3077f98ddc33c6af2>>
 * @relayHash 7448524b9ca79f54be8f59b910b30d6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6a689ba1a67591b4ef768c12332b394f3070bc671bc7a1ad6750a358a6d929c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlatformSettingsPageCookQuery$variables = Record<PropertyKey, never>;
export type PlatformSettingsPageCookQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly storeSettings: {
      readonly " $fragmentSpreads": FragmentRefs<"StoreForm_store">;
    } | null | undefined;
  } | null | undefined;
};
export type PlatformSettingsPageCookQuery = {
  response: PlatformSettingsPageCookQuery$data;
  variables: PlatformSettingsPageCookQuery$variables;
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
    "name": "PlatformSettingsPageCookQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StoreSettings",
            "kind": "LinkedField",
            "name": "storeSettings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StoreForm_store"
              }
            ],
            "storageKey": null
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
    "name": "PlatformSettingsPageCookQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StoreSettings",
            "kind": "LinkedField",
            "name": "storeSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "businessName",
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
                "name": "address",
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
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "preparationTime",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveryRadiusMiles",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deliveryFeeCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minimumOrderCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "freeDeliveryMinimumCents",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoAcceptOrders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxOrdersPerHour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderCutoffMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxOrdersPerSlot",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slotCutoffMinutes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slotCapacity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "payoutFrequency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taxId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "BusinessDay",
                "kind": "LinkedField",
                "name": "businessHours",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "day",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isOpen",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "openTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "closeTime",
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
    "cacheID": "7448524b9ca79f54be8f59b910b30d6d",
    "id": "e6a689ba1a67591b4ef768c12332b394f3070bc671bc7a1ad6750a358a6d929c",
    "metadata": {},
    "name": "PlatformSettingsPageCookQuery",
    "operationKind": "query",
    "text": "query PlatformSettingsPageCookQuery {\n  viewer {\n    id\n    storeSettings {\n      ...StoreForm_store\n    }\n  }\n}\n\nfragment StoreForm_store on StoreSettings {\n  businessName\n  description\n  address\n  phone\n  email\n  preparationTime\n  deliveryRadiusMiles\n  deliveryFeeCents\n  minimumOrderCents\n  freeDeliveryMinimumCents\n  autoAcceptOrders\n  maxOrdersPerHour\n  orderCutoffMinutes\n  maxOrdersPerSlot\n  slotCutoffMinutes\n  slotCapacity\n  payoutFrequency\n  taxId\n  businessHours {\n    day\n    isOpen\n    openTime\n    closeTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "e201740f3f2902cfb5bebf20218f16a3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
