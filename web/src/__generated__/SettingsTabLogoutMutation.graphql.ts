/**
 * @generated SignedSource<<720256b224a96fa4d22a3409e13c4da3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SettingsTabLogoutMutation$variables = Record<PropertyKey, never>;
export type SettingsTabLogoutMutation$data = {
  readonly result: {
    readonly __typename: string;
  };
};
export type SettingsTabLogoutMutation = {
  response: SettingsTabLogoutMutation$data;
  variables: SettingsTabLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": "result",
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsTabLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsTabLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1267afc15bd7dc2b0b26897109354804",
    "id": null,
    "metadata": {},
    "name": "SettingsTabLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation SettingsTabLogoutMutation {\n  result: logout {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "56bfc0d14e9aae98fc7b49f260331e22";

export default node;
