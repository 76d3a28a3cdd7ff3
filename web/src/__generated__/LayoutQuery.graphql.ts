/**
 * @generated SignedSource<<5673c3633bc534656626c03e553c0497>>
 * @relayHash acae5948c7dc7cac1d29a11a682bc1f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6189ad2589f75a8efaee31396adf90d67b23736536c9d2cc54d9922d8463449

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
export type LayoutQuery$variables = Record<PropertyKey, never>;
export type LayoutQuery$data = {
  readonly viewer: {
    readonly approvalStatus: ApplicationStatus | null | undefined;
    readonly id: string;
    readonly role: Role;
    readonly " $fragmentSpreads": FragmentRefs<"AdminOnly_viewer" | "AdminSettingsPage_viewer" | "ChefManagementPage_viewer" | "CookDashboardPage_viewer" | "CookPage_viewer" | "DevelopersPage_viewer" | "DishOrderForm_viewer" | "Header_viewer" | "HomePage_viewer" | "LikeButton_viewer" | "PlatformSettingsPage_viewer" | "RecipeComments_viewer" | "RecipePage_viewer">;
  } | null | undefined;
};
export type LayoutQuery = {
  response: LayoutQuery$data;
  variables: LayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approvalStatus",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LayoutQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Header_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomePage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DishOrderForm_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecipePage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecipeComments_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LikeButton_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminOnly_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminSettingsPage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChefManagementPage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CookDashboardPage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CookPage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DevelopersPage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlatformSettingsPage_viewer"
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
    "name": "LayoutQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
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
            "concreteType": "Cart",
            "kind": "LinkedField",
            "name": "cart",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalQuantity",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
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
            "name": "databaseId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "acae5948c7dc7cac1d29a11a682bc1f7",
    "id": "c6189ad2589f75a8efaee31396adf90d67b23736536c9d2cc54d9922d8463449",
    "metadata": {},
    "name": "LayoutQuery",
    "operationKind": "query",
    "text": "query LayoutQuery {\n  viewer {\n    id\n    role\n    approvalStatus\n    ...Header_viewer\n    ...HomePage_viewer\n    ...DishOrderForm_viewer\n    ...RecipePage_viewer\n    ...RecipeComments_viewer\n    ...LikeButton_viewer\n    ...AdminOnly_viewer\n    ...AdminSettingsPage_viewer\n    ...ChefManagementPage_viewer\n    ...CookDashboardPage_viewer\n    ...CookPage_viewer\n    ...DevelopersPage_viewer\n    ...PlatformSettingsPage_viewer\n  }\n}\n\nfragment AdminOnly_viewer on User {\n  role\n}\n\nfragment AdminSettingsPage_viewer on User {\n  username\n  email\n  role\n  databaseId\n}\n\nfragment ChefManagementPage_viewer on User {\n  role\n  approvalStatus\n  username\n}\n\nfragment CookDashboardPage_viewer on User {\n  role\n  approvalStatus\n}\n\nfragment CookPage_viewer on User {\n  role\n}\n\nfragment DevelopersPage_viewer on User {\n  role\n}\n\nfragment DishOrderForm_viewer on User {\n  id\n}\n\nfragment Header_viewer on User {\n  id\n  unreadNotificationCount\n  username\n  role\n  address\n  cart {\n    totalQuantity\n    id\n  }\n}\n\nfragment HomePage_viewer on User {\n  role\n  username\n}\n\nfragment LikeButton_viewer on User {\n  id\n}\n\nfragment PlatformSettingsPage_viewer on User {\n  role\n  approvalStatus\n}\n\nfragment RecipeComments_viewer on User {\n  id\n}\n\nfragment RecipePage_viewer on User {\n  role\n  approvalStatus\n}\n"
  }
};
})();

(node as any).hash = "3b51bf7fa158086c7f4460d13d9687ed";

export default node;
