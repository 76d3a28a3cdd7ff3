/**
 * @generated SignedSource<<07780e74e36564036bbbba0162a51091>>
 * @relayHash c2602b3eab03e274f07f023d0a9c7dd8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0843c8044fafe1f99187127c58e3f5cc907d936082cd7fcbe833540ca57de6a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateNotificationSettingsInput = {
  deliveryUpdates?: boolean | null | undefined;
  emailNotifications?: boolean | null | undefined;
  orderStatusUpdates?: boolean | null | undefined;
  promotionalNotifications?: boolean | null | undefined;
  pushNotifications?: boolean | null | undefined;
  smsNotifications?: boolean | null | undefined;
};
export type NotificationsPageSettingsMutation$variables = {
  input: UpdateNotificationSettingsInput;
};
export type NotificationsPageSettingsMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly settings?: {
      readonly " $fragmentSpreads": FragmentRefs<"NotificationsPage_settings">;
    };
  };
};
export type NotificationsPageSettingsMutation = {
  response: NotificationsPageSettingsMutation$data;
  variables: NotificationsPageSettingsMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsPageSettingsMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateNotificationSettings",
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
                "concreteType": "NotificationSettings",
                "kind": "LinkedField",
                "name": "settings",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "NotificationsPage_settings"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateNotificationSettingsPayload",
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
    "name": "NotificationsPageSettingsMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateNotificationSettings",
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
                "concreteType": "NotificationSettings",
                "kind": "LinkedField",
                "name": "settings",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pushNotifications",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emailNotifications",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "smsNotifications",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "orderStatusUpdates",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deliveryUpdates",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "promotionalNotifications",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateNotificationSettingsPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c2602b3eab03e274f07f023d0a9c7dd8",
    "id": "d0843c8044fafe1f99187127c58e3f5cc907d936082cd7fcbe833540ca57de6a",
    "metadata": {},
    "name": "NotificationsPageSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationsPageSettingsMutation(\n  $input: UpdateNotificationSettingsInput!\n) {\n  result: updateNotificationSettings(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UpdateNotificationSettingsPayload {\n      settings {\n        ...NotificationsPage_settings\n      }\n    }\n  }\n}\n\nfragment NotificationsPage_settings on NotificationSettings {\n  pushNotifications\n  emailNotifications\n  smsNotifications\n  orderStatusUpdates\n  deliveryUpdates\n  promotionalNotifications\n}\n"
  }
};
})();

(node as any).hash = "eab1be876ec1230f8a91f193d3b88ebb";

export default node;
