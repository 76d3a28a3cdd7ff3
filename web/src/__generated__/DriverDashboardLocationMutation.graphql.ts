/**
 * @generated SignedSource<<c144a15f0d87bf370316326b4e9ca387>>
 * @relayHash 09766cf85a1eedb4c6fed5dd37a7651d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69074ba80285aa11aef081c54d5a5821e54c8fe358b3ef0d9b5b37e3b7b5a9c1

import { ConcreteRequest } from 'relay-runtime';
export type RecordDriverLocationInput = {
  accuracy?: number | null | undefined;
  driverId?: number | null | undefined;
  heading?: number | null | undefined;
  lat: number;
  lng: number;
  speed?: number | null | undefined;
  timestamp?: any | null | undefined;
};
export type DriverDashboardLocationMutation$variables = {
  input: RecordDriverLocationInput;
};
export type DriverDashboardLocationMutation$data = {
  readonly result: {
    readonly __typename: string;
  };
};
export type DriverDashboardLocationMutation = {
  response: DriverDashboardLocationMutation$data;
  variables: DriverDashboardLocationMutation$variables;
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
    "alias": "result",
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "recordDriverLocation",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DriverDashboardLocationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DriverDashboardLocationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "09766cf85a1eedb4c6fed5dd37a7651d",
    "id": "69074ba80285aa11aef081c54d5a5821e54c8fe358b3ef0d9b5b37e3b7b5a9c1",
    "metadata": {},
    "name": "DriverDashboardLocationMutation",
    "operationKind": "mutation",
    "text": "mutation DriverDashboardLocationMutation(\n  $input: RecordDriverLocationInput!\n) {\n  result: recordDriverLocation(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "af5c7f0a7b96490961faa24bebf1fde0";

export default node;
