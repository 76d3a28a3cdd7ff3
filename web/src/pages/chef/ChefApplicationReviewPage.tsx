// After applying, a chef waits here. A visitor reads how the review works; an applicant (a new cook,
// or a customer who applied for their own account) sees the real status of their application, kept
// live by the viewerUpdated subscription, which also brings the role an approval gives.
import { Alert } from "@chakra-ui/react/alert";
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useMemo } from "react";
import { type PreloadedQuery, graphql, usePreloadedQuery, useSubscription } from "react-relay/hooks";
import { LuCircleCheck, LuCircleX, LuHourglass } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { ChefApplicationReviewPageQuery } from "../../__generated__/ChefApplicationReviewPageQuery.graphql";
import type { ChefApplicationReviewPageSubscription } from "../../__generated__/ChefApplicationReviewPageSubscription.graphql";

const subscription = graphql`
  subscription ChefApplicationReviewPageSubscription {
    viewerUpdated {
      id
      role
      approvalStatus
      chefApplication {
        id
        status
        rejectionReason
        decidedAt
      }
    }
  }
`;

export default function ChefApplicationReviewPage() {
  const { viewer } = usePreloadedQuery<ChefApplicationReviewPageQuery>(
    graphql`
      query ChefApplicationReviewPageQuery @preloadable {
        viewer {
          chefApplication {
            status
            businessName
            rejectionReason
            createdAt
          }
        }
      }
    `,
    useLoaderData<PreloadedQuery<ChefApplicationReviewPageQuery>>(),
  );
  const application = viewer?.chefApplication ?? null;

  return (
    <Container maxW="2xl" py={{ base: "8", md: "12" }}>
      {viewer && <LiveStatus />}
      {application?.status === "APPROVED" ? (
        <Approved businessName={application.businessName} />
      ) : application?.status === "REJECTED" ? (
        <Rejected businessName={application.businessName} reason={application.rejectionReason} />
      ) : (
        <UnderReview
          businessName={application?.businessName}
          submittedAt={application?.createdAt}
          signedIn={Boolean(viewer)}
        />
      )}
    </Container>
  );
}

/** Keeps the viewer's application up to date while the page is open. */
function LiveStatus() {
  const config = useMemo<GraphQLSubscriptionConfig<ChefApplicationReviewPageSubscription>>(
    () => ({ subscription, variables: {} }),
    [],
  );
  useSubscription<ChefApplicationReviewPageSubscription>(config);
  return null;
}

/** The card every status shares: icon, title, and the business with its status badge. */
function StatusCard(props: {
  color: "orange" | "green" | "red";
  icon: React.ReactNode;
  title: string;
  businessName?: string;
  badge: string;
  children: React.ReactNode;
}) {
  return (
    <Card.Root variant="elevated" borderRadius="2xl" textAlign="center">
      <Card.Body gap="4">
        <Flex
          boxSize="16"
          mx="auto"
          mb="4"
          align="center"
          justify="center"
          borderRadius="full"
          bg={`${props.color}.100`}
          color={`${props.color}.600`}
          fontSize="3xl"
        >
          {props.icon}
        </Flex>
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        {props.businessName && (
          <HStack justify="center">
            <Text fontWeight="semibold">{props.businessName}</Text>
            <Badge colorPalette={props.color === "orange" ? "yellow" : props.color}>{props.badge}</Badge>
          </HStack>
        )}
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

function UnderReview({
  businessName,
  submittedAt,
  signedIn,
}: {
  businessName?: string;
  submittedAt?: string;
  signedIn: boolean;
}) {
  return (
    <StatusCard
      color="orange"
      icon={<LuHourglass aria-hidden />}
      title="Application under review"
      businessName={businessName}
      badge="Pending"
    >
      <Text color="fg.muted">
        Thank you for applying to cook with HomePlate. Our team reviews every chef application within 24 hours.
        {submittedAt && ` You applied on ${new Date(submittedAt).toLocaleString()}.`}
      </Text>
      <Box textAlign="start" bg="bg.muted" borderRadius="lg" p="4">
        <Text fontWeight="semibold" mb="2">
          What happens next
        </Text>
        <List.Root as="ol" ps="4" gap="1" color="fg.muted">
          <List.Item>We verify your identity and your kitchen details.</List.Item>
          <List.Item>You hear from us by email once a decision is made.</List.Item>
          <List.Item>Once approved, your Chef Area opens: set up your restaurant, menu and prices.</List.Item>
        </List.Root>
      </Box>
      {signedIn && (
        <Text fontSize="sm" color="fg.muted">
          This page updates by itself when your application is decided.
        </Text>
      )}
      <Stack direction={{ base: "column", sm: "row" }} justify="center" gap="3">
        <Button asChild variant="outline">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
        {!signedIn && (
          <Button asChild>
            <RouterLink to="/login">Log in</RouterLink>
          </Button>
        )}
      </Stack>
    </StatusCard>
  );
}

function Approved({ businessName }: { businessName: string }) {
  return (
    <StatusCard
      color="green"
      icon={<LuCircleCheck aria-hidden />}
      title="Application approved"
      businessName={businessName}
      badge="Approved"
    >
      <Text color="fg.muted">Welcome to HomePlate! Your Chef Area is open: set up your restaurant and your menu.</Text>
      <Box>
        <Button asChild size="lg">
          <RouterLink to="/chef-management">Go to Chef Management</RouterLink>
        </Button>
      </Box>
    </StatusCard>
  );
}

function Rejected({ businessName, reason }: { businessName: string; reason: string | null | undefined }) {
  return (
    <StatusCard
      color="red"
      icon={<LuCircleX aria-hidden />}
      title="Application not approved"
      businessName={businessName}
      badge="Rejected"
    >
      <Alert.Root status="error" borderRadius="lg" textAlign="start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Reason</Alert.Title>
          <Alert.Description>{reason || "No reason was given."}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box>
        <Button asChild variant="outline">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Box>
    </StatusCard>
  );
}
