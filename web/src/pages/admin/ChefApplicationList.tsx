// The admin's chef applications, newest first and paged, one ApplicationCard each.
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import type { ChefApplicationList_application$key } from "../../__generated__/ChefApplicationList_application.graphql";
import type { ChefApplicationList_query$key } from "../../__generated__/ChefApplicationList_query.graphql";
import type { ChefApplicationListPaginationQuery } from "../../__generated__/ChefApplicationListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { ApplicationCard, Document } from "./ApplicationCard";
import { useDecideChefApplication } from "./useDecideChefApplication";

export function ChefApplicationList({ query }: { query: ChefApplicationList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ChefApplicationListPaginationQuery,
    ChefApplicationList_query$key
  >(
    graphql`
      fragment ChefApplicationList_query on Query
      @refetchable(queryName: "ChefApplicationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        chefApplications(first: $count, after: $cursor) @connection(key: "ChefApplicationList_chefApplications") {
          edges {
            node {
              id
              ...ChefApplicationList_application
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.chefApplications.edges;
  return (
    <Stack gap="4">
      {edges.length === 0 && <Text color="fg.muted">No chef applications yet</Text>}
      {edges.map(({ node }) => (
        <ChefApplicationCard key={node.id} application={node} />
      ))}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={20} />
    </Stack>
  );
}

function ChefApplicationCard({ application: key }: { application: ChefApplicationList_application$key }) {
  const a = useFragment(
    graphql`
      fragment ChefApplicationList_application on ChefApplication {
        id
        status
        businessName
        cuisine
        businessType
        description
        experienceYears
        specialties
        kitchenAddress
        governmentIdPhoto
        businessLicensePhoto
        kitchenPhoto
        rejectionReason
        createdAt
        user {
          ...ApplicationCard_applicant
        }
      }
    `,
    key,
  );
  const [decide, inFlight] = useDecideChefApplication();
  return (
    <ApplicationCard
      title={a.businessName}
      status={a.status}
      applicant={a.user}
      rejectionReason={a.rejectionReason}
      deciding={inFlight}
      decide={decide(a.id)}
      fields={[
        ["Cuisine", a.cuisine],
        ["Business type", a.businessType],
        ["Experience", `${a.experienceYears} years`],
        ["Specialties", a.specialties],
        ["Description", a.description],
        ["Kitchen address", a.kitchenAddress],
        ["Government ID", <Document url={a.governmentIdPhoto} />],
        ["Business license", <Document url={a.businessLicensePhoto} />],
        ["Kitchen photo", <Document url={a.kitchenPhoto} />],
        ["Applied", new Date(a.createdAt).toLocaleString()],
      ]}
    />
  );
}
