// /driver and /driver-dashboard. A driver whose application is pending or rejected sees its status
// (with the reason when rejected), kept live by viewerUpdated; an approved driver (or an admin) sees
// the dashboard. Anyone else (a customer) is offered the driver application for the account they
// have, or sees it under review once filed.
import { Alert } from "@chakra-ui/react/alert";
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useCallback, useMemo } from "react";
import { LuCircleCheck } from "react-icons/lu";
import {
  type PreloadedQuery,
  fetchQuery,
  graphql,
  usePreloadedQuery,
  useRelayEnvironment,
  useSubscription,
} from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { DriverPageQuery } from "../../__generated__/DriverPageQuery.graphql";
import type { DriverPageSubscription } from "../../__generated__/DriverPageSubscription.graphql";
import { DriverDashboard } from "./DriverDashboard";

export const driverPageQuery = graphql`
  query DriverPageQuery @preloadable {
    ...DriverDashboard_driver
    viewer {
      role
      approvalStatus
      driverApplication {
        status
        vehicleYear
        vehicleMake
        vehicleModel
        rejectionReason
        createdAt
      }
    }
  }
`;

const subscription = graphql`
  subscription DriverPageSubscription {
    viewerUpdated {
      id
      role
      approvalStatus
      driverApplication {
        id
        status
        rejectionReason
      }
    }
  }
`;

export default function DriverPage() {
  const data = usePreloadedQuery<DriverPageQuery>(driverPageQuery, useLoaderData<PreloadedQuery<DriverPageQuery>>());
  const { viewer } = data;
  const environment = useRelayEnvironment();
  // After a step or an accept, the page's lists and figures are read again into the store.
  const refresh = useCallback(
    () => void fetchQuery(environment, driverPageQuery, {}, { fetchPolicy: "network-only" }).subscribe({}),
    [environment],
  );
  const isDriver = viewer?.role === "DRIVER";
  const application = viewer?.driverApplication ?? null;
  // A customer's own application shows while it waits; decided, they may apply (again).
  const status = isDriver
    ? (application?.status ?? viewer.approvalStatus)
    : application?.status === "PENDING"
      ? "PENDING"
      : null;
  if (viewer && !isDriver && viewer.role !== "ADMIN" && status === null)
    return (
      <Container maxW="2xl" py={{ base: "8", md: "12" }}>
        <BecomeADriver />
      </Container>
    );

  return (
    <Container maxW={status === "APPROVED" ? "5xl" : "2xl"} py={{ base: "8", md: "12" }}>
      {viewer && viewer.role !== "ADMIN" && <LiveStatus />}
      {status === "PENDING" || status === "REJECTED" ? (
        <Card.Root variant="elevated" borderRadius="2xl">
          <Card.Body gap="4">
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h1" size="2xl">
                {status === "PENDING" ? "Driver application under review" : "Driver application not approved"}
              </Heading>
              <Badge colorPalette={status === "PENDING" ? "yellow" : "red"} size="lg">
                {status === "PENDING" ? "Pending" : "Rejected"}
              </Badge>
            </HStack>
            {application && (
              <Text color="fg.muted">
                {application.vehicleYear} {application.vehicleMake} {application.vehicleModel} · applied on{" "}
                {new Date(application.createdAt).toLocaleDateString()}
              </Text>
            )}
            {status === "PENDING" ? (
              <Text>
                Thanks for applying to drive with HomePlate. Approval takes 24-48 hours, and the background check 2-3
                business days. This page updates by itself when your application is decided.
              </Text>
            ) : (
              <>
                <Alert.Root status="error" borderRadius="lg">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Reason</Alert.Title>
                    <Alert.Description>{application?.rejectionReason || "No reason was given."}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
                <Button asChild alignSelf="start" variant="outline">
                  <RouterLink to="/driver-registration">Apply Again</RouterLink>
                </Button>
              </>
            )}
          </Card.Body>
        </Card.Root>
      ) : (
        <DriverDashboard driver={data} onChanged={refresh} />
      )}
    </Container>
  );
}

/** For anyone not (yet) driving: what driving means, and the application for this account. */
function BecomeADriver() {
  return (
    <Card.Root variant="elevated" borderRadius="2xl">
      <Card.Body gap="4">
        <Heading as="h1" size="2xl">
          Drive with HomePlate
        </Heading>
        <Text color="fg.muted">
          Deliver home-cooked meals on your own schedule and keep 100% of your tips and 80% of every delivery fee.
        </Text>
        <List.Root gap="2" variant="plain">
          {[
            "Earn up to $25 per hour",
            "Approval in 24-48 hours",
            "Background check in 2-3 business days",
            "You must be 18 or over",
          ].map((point) => (
            <List.Item key={point}>
              <List.Indicator asChild color="green.fg">
                <LuCircleCheck />
              </List.Indicator>
              {point}
            </List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted" fontSize="sm">
          You apply with the account you have: once an admin approves the application, it becomes your driver account.
        </Text>
        <Button asChild alignSelf="start" size="lg">
          <RouterLink to="/driver-registration">Apply to Drive</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function LiveStatus() {
  const config = useMemo<GraphQLSubscriptionConfig<DriverPageSubscription>>(
    () => ({ subscription, variables: {} }),
    [],
  );
  useSubscription<DriverPageSubscription>(config);
  return null;
}
