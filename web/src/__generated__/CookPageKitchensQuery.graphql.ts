/**
 * @generated SignedSource<<887651fc32d410463e00d36465292581>>
 * @relayHash 2815405361fec3c947fd054b26df1b69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64ad568c218f20e62ee203cdb19e0bd056c63cce87d77996006768deef2e2fde

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type CookPageKitchensQuery$variables = {
  first: number;
};
export type CookPageKitchensQuery$data = {
  readonly cookStores: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly approvalStatus: ApplicationStatus | null | undefined;
        readonly id: string;
        readonly isPaused: boolean;
        readonly name: string;
        readonly storeSettings: {
          readonly address: string;
          readonly businessName: string;
          readonly located: boolean;
          readonly vacationMode: boolean;
        } | null | undefined;
      };
    }>;
  };
};
export type CookPageKitchensQuery = {
  response: CookPageKitchensQuery$data;
  variables: CookPageKitchensQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "QueryCookStoresConnection",
    "kind": "LinkedField",
    "name": "cookStores",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryCookStoresConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approvalStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isPaused",
                "storageKey": null
              },
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
                    "name": "address",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "located",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vacationMode",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CookPageKitchensQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CookPageKitchensQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2815405361fec3c947fd054b26df1b69",
    "id": "64ad568c218f20e62ee203cdb19e0bd056c63cce87d77996006768deef2e2fde",
    "metadata": {},
    "name": "CookPageKitchensQuery",
    "operationKind": "query",
    "text": "query CookPageKitchensQuery(\n  $first: Int!\n) {\n  cookStores(first: $first) {\n    edges {\n      node {\n        id\n        name\n        approvalStatus\n        isPaused\n        storeSettings {\n          businessName\n          address\n          located\n          vacationMode\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "25035156efaa6178deddd4cfedd270b5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
