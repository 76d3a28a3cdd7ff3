/**
 * @generated SignedSource<<3581055a23c1bd73ea072a2e5041f19f>>
 * @relayHash 14595009e846a27f07662f24c924c239
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 534b4db3dc962d610652ed4421cbe23719489a508e598d1a191f5d333f3be7f8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeletePromoCodeInput = {
  id: string;
};
export type usePromoCodeMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeletePromoCodeInput;
};
export type usePromoCodeMutationsDeleteMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly deactivated?: boolean;
    readonly deletedId?: string | null | undefined;
    readonly message?: string;
    readonly promoCode?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PromoCodeRow_code">;
    } | null | undefined;
  };
};
export type usePromoCodeMutationsDeleteMutation = {
  response: usePromoCodeMutationsDeleteMutation$data;
  variables: usePromoCodeMutationsDeleteMutation$variables;
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
  "name": "deletedId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deactivated",
  "storageKey": null
},
v7 = {
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
    "name": "usePromoCodeMutationsDeleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deletePromoCode",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PromoCode",
                "kind": "LinkedField",
                "name": "promoCode",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PromoCodeRow_code"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DeletePromoCodePayload",
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
    "name": "usePromoCodeMutationsDeleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deletePromoCode",
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
                "name": "deletedId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PromoCode",
                "kind": "LinkedField",
                "name": "promoCode",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
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
              }
            ],
            "type": "DeletePromoCodePayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "14595009e846a27f07662f24c924c239",
    "id": "534b4db3dc962d610652ed4421cbe23719489a508e598d1a191f5d333f3be7f8",
    "metadata": {},
    "name": "usePromoCodeMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation usePromoCodeMutationsDeleteMutation(\n  $input: DeletePromoCodeInput!\n) {\n  result: deletePromoCode(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DeletePromoCodePayload {\n      deletedId\n      deactivated\n      promoCode {\n        id\n        ...PromoCodeRow_code\n      }\n    }\n  }\n}\n\nfragment PromoCodeRow_code on PromoCode {\n  id\n  code\n  kind\n  percentOff\n  amountOffCents\n  minSubtotalCents\n  startsAt\n  endsAt\n  maxRedemptions\n  perCustomerLimit\n  firstOrderOnly\n  active\n  redemptionCount\n}\n"
  }
};
})();

(node as any).hash = "b27a61ec9e9a1736047de91eb79da911";

export default node;
