/**
 * @generated SignedSource<<8547855a27d01fa7cd879a1b51341828>>
 * @relayHash f8a4e5dcd869c7273078b9a8f3c2225f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 066751f6f49ebd2b5b32b792f136b5b045f34a7e51f1f7b3005affa797d7c73d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PromoKind = "AMOUNT" | "FREE_DELIVERY" | "PERCENT" | "%future added value";
export type CreatePromoCodeInput = {
  amountOffCents?: number | null | undefined;
  code: string;
  endsAt?: any | null | undefined;
  firstOrderOnly?: boolean | null | undefined;
  kind: PromoKind;
  maxRedemptions?: number | null | undefined;
  minSubtotalCents?: number | null | undefined;
  perCustomerLimit?: number | null | undefined;
  percentOff?: number | null | undefined;
  startsAt?: any | null | undefined;
};
export type usePromoCodeMutationsCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreatePromoCodeInput;
};
export type usePromoCodeMutationsCreateMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly promoCode?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PromoCodeRow_code">;
    };
  };
};
export type usePromoCodeMutationsCreateMutation = {
  response: usePromoCodeMutationsCreateMutation$data;
  variables: usePromoCodeMutationsCreateMutation$variables;
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
  "name": "id",
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
    "name": "usePromoCodeMutationsCreateMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPromoCode",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PromoCode",
                "kind": "LinkedField",
                "name": "promoCode",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PromoCodeRow_code"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PromoCodePayload",
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
    "name": "usePromoCodeMutationsCreateMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createPromoCode",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PromoCode",
                "kind": "LinkedField",
                "name": "promoCode",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "percentOff",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amountOffCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minSubtotalCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxRedemptions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "perCustomerLimit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstOrderOnly",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "redemptionCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "promoCode",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "QueryMyPromoCodesConnectionEdge"
                  }
                ]
              }
            ],
            "type": "PromoCodePayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f8a4e5dcd869c7273078b9a8f3c2225f",
    "id": "066751f6f49ebd2b5b32b792f136b5b045f34a7e51f1f7b3005affa797d7c73d",
    "metadata": {},
    "name": "usePromoCodeMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation usePromoCodeMutationsCreateMutation(\n  $input: CreatePromoCodeInput!\n) {\n  result: createPromoCode(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on PromoCodePayload {\n      promoCode {\n        id\n        ...PromoCodeRow_code\n      }\n    }\n  }\n}\n\nfragment PromoCodeRow_code on PromoCode {\n  id\n  code\n  kind\n  percentOff\n  amountOffCents\n  minSubtotalCents\n  startsAt\n  endsAt\n  maxRedemptions\n  perCustomerLimit\n  firstOrderOnly\n  active\n  redemptionCount\n}\n"
  }
};
})();

(node as any).hash = "31c74ce8d8166cd90ad72992ecf7fd61";

export default node;
