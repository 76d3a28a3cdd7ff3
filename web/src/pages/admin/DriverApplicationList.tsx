// The admin's driver applications, newest first and paged, one ApplicationCard each.
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import type { DriverApplicationList_application$key } from "../../__generated__/DriverApplicationList_application.graphql";
import type { DriverApplicationList_query$key } from "../../__generated__/DriverApplicationList_query.graphql";
import type { DriverApplicationListPaginationQuery } from "../../__generated__/DriverApplicationListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { ApplicationCard, Document } from "./ApplicationCard";
import { useDecideDriverApplication } from "./useDecideDriverApplication";

export function DriverApplicationList({ query }: { query: DriverApplicationList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    DriverApplicationListPaginationQuery,
    DriverApplicationList_query$key
  >(
    graphql`
      fragment DriverApplicationList_query on Query
      @refetchable(queryName: "DriverApplicationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        driverApplications(first: $count, after: $cursor) @connection(key: "DriverApplicationList_driverApplications") {
          edges {
            node {
              id
              ...DriverApplicationList_application
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.driverApplications.edges;
  return (
    <Stack gap="4">
      {edges.length === 0 && <Text color="fg.muted">No driver applications yet</Text>}
      {edges.map(({ node }) => (
        <DriverApplicationCard key={node.id} application={node} />
      ))}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={20} />
    </Stack>
  );
}

function DriverApplicationCard({ application: key }: { application: DriverApplicationList_application$key }) {
  const a = useFragment(
    graphql`
      fragment DriverApplicationList_application on DriverApplication {
        id
        status
        vehicleYear
        vehicleMake
        vehicleModel
        vehicleType
        licenseNumber
        licensePlate
        insuranceProvider
        driverLicensePhoto
        vehicleRegistrationPhoto
        insuranceProofPhoto
        rejectionReason
        createdAt
        user {
          ...ApplicationCard_applicant
        }
      }
    `,
    key,
  );
  const [decide, inFlight] = useDecideDriverApplication();
  return (
    <ApplicationCard
      title={`${a.vehicleYear} ${a.vehicleMake} ${a.vehicleModel}`}
      status={a.status}
      applicant={a.user}
      rejectionReason={a.rejectionReason}
      deciding={inFlight}
      decide={decide(a.id)}
      fields={[
        ["Vehicle type", a.vehicleType],
        ["License number", a.licenseNumber],
        ["License plate", a.licensePlate],
        ["Insurance provider", a.insuranceProvider],
        ["Driver's license", <Document url={a.driverLicensePhoto} />],
        ["Vehicle registration", <Document url={a.vehicleRegistrationPhoto} />],
        ["Proof of insurance", <Document url={a.insuranceProofPhoto} />],
        ["Applied", new Date(a.createdAt).toLocaleString()],
      ]}
    />
  );
}
