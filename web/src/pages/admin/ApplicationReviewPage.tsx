// Application review (companion spec §2 Application review, §4-5): chef and driver tabs with their
// pending counts, one card per application with every field, Approve, and Reject with a reason.
import { applicationDecision } from "@api-schema/admin/rules.ts";
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { DataList } from "@chakra-ui/react/data-list";
import { Link } from "@chakra-ui/react/link";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { type ReactNode, useState } from "react";
import { type PreloadedQuery, graphql, useFragment, usePaginationFragment, usePreloadedQuery } from "react-relay/hooks";
import { LuCheck, LuX } from "react-icons/lu";
import { useLoaderData } from "react-router";
import type { ApplicationReviewPageChefMutation } from "../../__generated__/ApplicationReviewPageChefMutation.graphql";
import type { ApplicationReviewPageDriverMutation } from "../../__generated__/ApplicationReviewPageDriverMutation.graphql";
import type { ApplicationReviewPageQuery } from "../../__generated__/ApplicationReviewPageQuery.graphql";
import type { ApplicationReviewPage_chef$key } from "../../__generated__/ApplicationReviewPage_chef.graphql";
import type { ApplicationReviewPage_chefs$key } from "../../__generated__/ApplicationReviewPage_chefs.graphql";
import type { ApplicationReviewPage_driver$key } from "../../__generated__/ApplicationReviewPage_driver.graphql";
import type { ApplicationReviewPage_drivers$key } from "../../__generated__/ApplicationReviewPage_drivers.graphql";
import { LoadMore } from "../../components/LoadMore";
import { notify } from "../../components/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { AdminOnly } from "./AdminOnly";
import { AdminSubpage } from "./AdminSubpage";
import { ConfirmDialog } from "./ConfirmDialog";
import { StatusBadge } from "./StatusBadge";

export const applicationReviewPageQuery = graphql`
  query ApplicationReviewPageQuery($count: Int!) {
    adminStats {
      chefApplications {
        pending
      }
      driverApplications {
        pending
      }
    }
    ...ApplicationReviewPage_chefs @arguments(count: $count)
    ...ApplicationReviewPage_drivers @arguments(count: $count)
  }
`;

export default function ApplicationReviewPage() {
  const ref = useLoaderData<PreloadedQuery<ApplicationReviewPageQuery>>();
  return (
    <AdminOnly>
      <Review queryRef={ref} />
    </AdminOnly>
  );
}

function Review({ queryRef }: { queryRef: PreloadedQuery<ApplicationReviewPageQuery> }) {
  const data = usePreloadedQuery<ApplicationReviewPageQuery>(applicationReviewPageQuery, queryRef);
  return (
    <AdminSubpage title="Manage Applications" maxW="5xl">
      <Tabs.Root defaultValue="chefs" variant="enclosed" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="chefs">
            Chef Applications <Badge colorPalette="orange">{data.adminStats.chefApplications.pending}</Badge>
          </Tabs.Trigger>
          <Tabs.Trigger value="drivers">
            Driver Applications <Badge colorPalette="orange">{data.adminStats.driverApplications.pending}</Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chefs">
          <ChefApplications query={data} />
        </Tabs.Content>
        <Tabs.Content value="drivers">
          <DriverApplications query={data} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminSubpage>
  );
}

function ChefApplications({ query }: { query: ApplicationReviewPage_chefs$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ApplicationReviewPage_chefs on Query
      @refetchable(queryName: "ApplicationReviewPageChefsQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        chefApplications(first: $count, after: $cursor) @connection(key: "ApplicationReviewPage_chefApplications") {
          edges {
            node {
              id
              ...ApplicationReviewPage_chef
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
        <ChefCard key={node.id} application={node} />
      ))}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={20} />
    </Stack>
  );
}

function DriverApplications({ query }: { query: ApplicationReviewPage_drivers$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ApplicationReviewPage_drivers on Query
      @refetchable(queryName: "ApplicationReviewPageDriversQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        driverApplications(first: $count, after: $cursor) @connection(key: "ApplicationReviewPage_driverApplications") {
          edges {
            node {
              id
              ...ApplicationReviewPage_driver
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
        <DriverCard key={node.id} application={node} />
      ))}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={20} />
    </Stack>
  );
}

/** An uploaded document: a link that opens it, or 'Not provided'. */
function Document({ url }: { url: string | null | undefined }) {
  if (!url) return <Text color="fg.muted">Not provided</Text>;
  // Applicants supply these links: only web addresses and our own uploads open, never script URLs.
  if (!/^(https?:\/\/|\/uploads\/)/i.test(url)) return <Text color="fg.muted">Unsupported link</Text>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg">
      View document
    </Link>
  );
}

function Fields({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value ?? <Text color="fg.muted">Not provided</Text>}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

type Decide = (decision: { status: "APPROVED" | "REJECTED"; rejectionReason: string | null }, done: () => void) => void;

function ApplicationCard(props: {
  title: string;
  status: string;
  applicant: { username: string; email: string; phone: string | null | undefined };
  rejectionReason: string | null | undefined;
  fields: [string, ReactNode][];
  deciding: boolean;
  decide: Decide;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const reasonOk = applicationDecision.safeParse({ status: "rejected", rejectionReason: reason }).success;
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Card.Title>{props.title}</Card.Title>
          <StatusBadge status={props.status} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {props.applicant.username} · {props.applicant.email}
          {props.applicant.phone && ` · ${props.applicant.phone}`}
        </Text>
      </Card.Header>
      <Card.Body>
        <Fields items={props.fields} />
        {props.status === "REJECTED" && (
          <Text mt="3" color="red.fg">
            Rejection reason: {props.rejectionReason}
          </Text>
        )}
      </Card.Body>
      {props.status === "PENDING" && (
        <Card.Footer gap="2">
          <Button
            colorPalette="green"
            loading={props.deciding && !rejecting}
            disabled={props.deciding}
            onClick={() => props.decide({ status: "APPROVED", rejectionReason: null }, () => {})}
          >
            <LuCheck /> Approve
          </Button>
          <Button colorPalette="red" variant="outline" disabled={props.deciding} onClick={() => setRejecting(true)}>
            <LuX /> Reject
          </Button>
        </Card.Footer>
      )}
      <ConfirmDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject Application"
        confirmLabel="Reject Application"
        destructive
        loading={props.deciding}
        confirmDisabled={!reasonOk}
        onConfirm={() => props.decide({ status: "REJECTED", rejectionReason: reason.trim() }, () => setRejecting(false))}
      >
        <Stack gap="2">
          <Text>Please give a reason for rejecting this application. The applicant will see it.</Text>
          <Textarea aria-label="Rejection reason" placeholder="Reason for rejection" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Stack>
      </ConfirmDialog>
    </Card.Root>
  );
}

const decided = (what: string) =>
  notify({ type: "success", title: "Application Updated", description: `The ${what} application status has been updated successfully.` });

function ChefCard({ application: key }: { application: ApplicationReviewPage_chef$key }) {
  const a = useFragment(
    graphql`
      fragment ApplicationReviewPage_chef on ChefApplication {
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
          username
          email
          phone
        }
      }
    `,
    key,
  );
  const [commit, inFlight] = useMutationResult<ApplicationReviewPageChefMutation>(
    graphql`
      mutation ApplicationReviewPageChefMutation($input: DecideChefApplicationInput!) {
        result: decideChefApplication(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DecideChefApplicationPayload {
            application {
              id
              status
              rejectionReason
            }
            stats {
              chefApplications {
                pending
              }
            }
          }
        }
      }
    `,
    "DecideChefApplicationPayload",
  );
  const decide: Decide = (decision, done) =>
    commit({
      variables: { input: { applicationId: a.id, ...decision } },
      failure: { title: "Error", fallback: "Failed to update application status" },
      onSuccess: () => {
        done();
        decided("chef");
      },
    });
  return (
    <ApplicationCard
      title={a.businessName}
      status={a.status}
      applicant={a.user}
      rejectionReason={a.rejectionReason}
      deciding={inFlight}
      decide={decide}
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

function DriverCard({ application: key }: { application: ApplicationReviewPage_driver$key }) {
  const a = useFragment(
    graphql`
      fragment ApplicationReviewPage_driver on DriverApplication {
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
          username
          email
          phone
        }
      }
    `,
    key,
  );
  const [commit, inFlight] = useMutationResult<ApplicationReviewPageDriverMutation>(
    graphql`
      mutation ApplicationReviewPageDriverMutation($input: DecideDriverApplicationInput!) {
        result: decideDriverApplication(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DecideDriverApplicationPayload {
            application {
              id
              status
              rejectionReason
            }
            stats {
              driverApplications {
                pending
              }
            }
          }
        }
      }
    `,
    "DecideDriverApplicationPayload",
  );
  const decide: Decide = (decision, done) =>
    commit({
      variables: { input: { applicationId: a.id, ...decision } },
      failure: { title: "Error", fallback: "Failed to update application status" },
      onSuccess: () => {
        done();
        decided("driver");
      },
    });
  return (
    <ApplicationCard
      title={`${a.vehicleYear} ${a.vehicleMake} ${a.vehicleModel}`}
      status={a.status}
      applicant={a.user}
      rejectionReason={a.rejectionReason}
      deciding={inFlight}
      decide={decide}
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
