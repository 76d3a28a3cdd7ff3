/**
 * @generated SignedSource<<0cc1409d1fb39af12b24736f9e68149e>>
 * @relayHash b612ab004fde84924752235fe1d20daa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 71149f4c4249b5a9f74d06b7d6498f9783ca3f3f5ba4f79ce241936430ea58c6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationReviewPageQuery$variables = {
  count: number;
};
export type ApplicationReviewPageQuery$data = {
  readonly adminStats: {
    readonly chefApplications: {
      readonly pending: number;
    };
    readonly driverApplications: {
      readonly pending: number;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"ChefApplicationList_query" | "DriverApplicationList_query">;
};
export type ApplicationReviewPageQuery = {
  response: ApplicationReviewPageQuery$data;
  variables: ApplicationReviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pending",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "ApplicationCounts",
  "kind": "LinkedField",
  "name": "chefApplications",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "ApplicationCounts",
  "kind": "LinkedField",
  "name": "driverApplications",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "count",
    "variableName": "count"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rejectionReason",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApplicationReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminStats",
        "kind": "LinkedField",
        "name": "adminStats",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ChefApplicationList_query"
      },
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DriverApplicationList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApplicationReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminStats",
        "kind": "LinkedField",
        "name": "adminStats",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "QueryChefApplicationsConnection",
        "kind": "LinkedField",
        "name": "chefApplications",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryChefApplicationsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ChefApplication",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
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
                    "name": "cuisine",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "businessType",
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
                    "name": "experienceYears",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "specialties",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kitchenAddress",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "governmentIdPhoto",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "businessLicensePhoto",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kitchenPhoto",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ChefApplicationList_chefApplications",
        "kind": "LinkedHandle",
        "name": "chefApplications"
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "QueryDriverApplicationsConnection",
        "kind": "LinkedField",
        "name": "driverApplications",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryDriverApplicationsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DriverApplication",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vehicleYear",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vehicleMake",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vehicleModel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vehicleType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "licenseNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "licensePlate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "insuranceProvider",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "driverLicensePhoto",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vehicleRegistrationPhoto",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "insuranceProofPhoto",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "DriverApplicationList_driverApplications",
        "kind": "LinkedHandle",
        "name": "driverApplications"
      }
    ]
  },
  "params": {
    "cacheID": "b612ab004fde84924752235fe1d20daa",
    "id": "71149f4c4249b5a9f74d06b7d6498f9783ca3f3f5ba4f79ce241936430ea58c6",
    "metadata": {},
    "name": "ApplicationReviewPageQuery",
    "operationKind": "query",
    "text": "query ApplicationReviewPageQuery(\n  $count: Int!\n) {\n  adminStats {\n    chefApplications {\n      pending\n    }\n    driverApplications {\n      pending\n    }\n    id\n  }\n  ...ChefApplicationList_query_yu5n1\n  ...DriverApplicationList_query_yu5n1\n}\n\nfragment ApplicationCard_applicant on User {\n  username\n  email\n  phone\n}\n\nfragment ChefApplicationList_application on ChefApplication {\n  id\n  status\n  businessName\n  cuisine\n  businessType\n  description\n  experienceYears\n  specialties\n  kitchenAddress\n  governmentIdPhoto\n  businessLicensePhoto\n  kitchenPhoto\n  rejectionReason\n  createdAt\n  user {\n    ...ApplicationCard_applicant\n    id\n  }\n}\n\nfragment ChefApplicationList_query_yu5n1 on Query {\n  chefApplications(first: $count) {\n    edges {\n      node {\n        id\n        ...ChefApplicationList_application\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment DriverApplicationList_application on DriverApplication {\n  id\n  status\n  vehicleYear\n  vehicleMake\n  vehicleModel\n  vehicleType\n  licenseNumber\n  licensePlate\n  insuranceProvider\n  driverLicensePhoto\n  vehicleRegistrationPhoto\n  insuranceProofPhoto\n  rejectionReason\n  createdAt\n  user {\n    ...ApplicationCard_applicant\n    id\n  }\n}\n\nfragment DriverApplicationList_query_yu5n1 on Query {\n  driverApplications(first: $count) {\n    edges {\n      node {\n        id\n        ...DriverApplicationList_application\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4835ca68364f03cf9698d3027ca3690";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
