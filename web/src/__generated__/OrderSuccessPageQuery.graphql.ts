/**
 * @generated SignedSource<<b80c3055724a1b13c8415a06f158d5ec>>
 * @relayHash 1be9f9e3f50889df2c1517498343fb0a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc5fb9339d6606d3694c60abf4756e1b6290093496c92ee323bc49d21e65adf8

import { ConcreteRequest } from 'relay-runtime';
export type OrderSuccessPageQuery$variables = {
  databaseId: number;
};
export type OrderSuccessPageQuery$data = {
  readonly order: {
    readonly databaseId: number;
    readonly id: string;
  } | null | undefined;
};
export type OrderSuccessPageQuery = {
  response: OrderSuccessPageQuery$data;
  variables: OrderSuccessPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "databaseId",
        "variableName": "databaseId"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "order",
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
        "name": "databaseId",
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
    "name": "OrderSuccessPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderSuccessPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1be9f9e3f50889df2c1517498343fb0a",
    "id": "dc5fb9339d6606d3694c60abf4756e1b6290093496c92ee323bc49d21e65adf8",
    "metadata": {},
    "name": "OrderSuccessPageQuery",
    "operationKind": "query",
    "text": "query OrderSuccessPageQuery(\n  $databaseId: Int!\n) {\n  order(databaseId: $databaseId) {\n    id\n    databaseId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad0f3de45303bbf07e496f0a761dbde1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
