/**
 * @generated SignedSource<<52a04e5308aa1730e544b3b83e7720a9>>
 * @relayHash b2d0d4da64001dd727f485e06a57131e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d5aea460b74ddb99d98c2c03bcbed0d1c0570a03d0a3c8b4c6b07d0eb678441

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveStoreSettingsInput = {
  address?: string | null | undefined;
  autoAcceptOrders?: boolean | null | undefined;
  businessHours?: BusinessHoursInput | null | undefined;
  businessName?: string | null | undefined;
  cookId?: string | null | undefined;
  deliveryFeeCents?: number | null | undefined;
  deliveryRadiusMiles?: number | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  freeDeliveryMinimumCents?: number | null | undefined;
  maxOrdersPerHour?: number | null | undefined;
  maxOrdersPerSlot?: number | null | undefined;
  minimumOrderCents?: number | null | undefined;
  orderCutoffMinutes?: number | null | undefined;
  payoutFrequency?: string | null | undefined;
  phone?: string | null | undefined;
  preparationTime?: number | null | undefined;
  taxId?: string | null | undefined;
};
export type BusinessHoursInput = {
  friday: BusinessDayInput;
  monday: BusinessDayInput;
  saturday: BusinessDayInput;
  sunday: BusinessDayInput;
  thursday: BusinessDayInput;
  tuesday: BusinessDayInput;
  wednesday: BusinessDayInput;
};
export type BusinessDayInput = {
  closeTime: string;
  isOpen: boolean;
  openTime: string;
};
export type StoreFormMutation$variables = {
  input: SaveStoreSettingsInput;
};
export type StoreFormMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cook?: {
      readonly id: string;
      readonly storeSettings: {
        readonly " $fragmentSpreads": FragmentRefs<"StoreForm_store">;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type StoreFormMutation = {
  response: StoreFormMutation$data;
  variables: StoreFormMutation$variables;
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
    "name": "StoreFormMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveStoreSettings",
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
            "type": "StoreSettingsPayload",
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
    "name": "StoreFormMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveStoreSettings",
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
            ],
            "type": "StoreSettingsPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b2d0d4da64001dd727f485e06a57131e",
    "id": "5d5aea460b74ddb99d98c2c03bcbed0d1c0570a03d0a3c8b4c6b07d0eb678441",
    "metadata": {},
    "name": "StoreFormMutation",
    "operationKind": "mutation",
    "text": "mutation StoreFormMutation(\n  $input: SaveStoreSettingsInput!\n) {\n  result: saveStoreSettings(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on StoreSettingsPayload {\n      cook {\n        id\n        storeSettings {\n          ...StoreForm_store\n        }\n      }\n    }\n  }\n}\n\nfragment StoreForm_store on StoreSettings {\n  businessName\n  description\n  address\n  phone\n  email\n  preparationTime\n  deliveryRadiusMiles\n  deliveryFeeCents\n  minimumOrderCents\n  freeDeliveryMinimumCents\n  autoAcceptOrders\n  maxOrdersPerHour\n  orderCutoffMinutes\n  maxOrdersPerSlot\n  slotCutoffMinutes\n  slotCapacity\n  payoutFrequency\n  taxId\n  businessHours {\n    day\n    isOpen\n    openTime\n    closeTime\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4f6497a78f4f8001845329a9bfe9342";

export default node;
