// /cook, where the route table and the bottom navigation's 'Cook' button send every signed-in role:
// a cook gets the cook dashboard; an admin the platform's kitchens; anyone else what cooking on
// HomePlate means and the way to apply.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Table } from "@chakra-ui/react/table";
import { Text } from "@chakra-ui/react/text";
import { Suspense } from "react";
import { LuCircleCheck } from "react-icons/lu";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { CookPageKitchensQuery } from "../../__generated__/CookPageKitchensQuery.graphql";
import type { CookPage_viewer$key } from "../../__generated__/CookPage_viewer.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { useViewerKey } from "../../components/session";
import CookDashboardPage from "./CookDashboardPage";

/** The admin's list of kitchens; the route starts it for an admin (routes.tsx). */
export const cookPageKitchensQuery = graphql`
  query CookPageKitchensQuery($first: Int!) @preloadable {
    cookStores(first: $first) {
      edges {
        node {
          id
          name
          approvalStatus
          isPaused
          storeSettings {
            businessName
            address
            located
            vacationMode
          }
        }
      }
    }
  }
`;

export default function CookPage() {
  const viewer = useFragment<CookPage_viewer$key>(
    graphql`
      fragment CookPage_viewer on User {
        role
      }
    `,
    useViewerKey(),
  );
  const kitchensRef = useLoaderData<PreloadedQuery<CookPageKitchensQuery> | null>();
  if (viewer?.role === "COOK") return <CookDashboardPage />;
  if (viewer?.role === "ADMIN")
    return (
      <Container maxW="5xl" py="8">
        <Heading as="h1" size="2xl" mb="6">
          Kitchens
        </Heading>
        {/* No reference: the loader guessed another role, and the Layout is running it again. */}
        {kitchensRef ? (
          <Suspense fallback={<PageSpinner />}>
            <Kitchens queryRef={kitchensRef} />
          </Suspense>
        ) : (
          <PageSpinner />
        )}
      </Container>
    );
  return <BecomeACook />;
}

function BecomeACook() {
  return (
    <Container maxW="3xl" py="10">
      <Card.Root borderRadius="2xl">
        <Card.Body gap="4">
          <Heading as="h1" size="2xl">
            Cook for your neighbours
          </Heading>
          <Text color="fg.muted">
            Home chefs on HomePlate run a small kitchen business from their own menu: customers nearby order, pay by
            card, and our drivers deliver.
          </Text>
          <List.Root gap="2" variant="plain">
            {[
              "Keep 88% of your earnings",
              "Set your own menu, prices and hours",
              "Applications reviewed within 24 hours",
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
            You apply with the account you have: tell us about your kitchen, and an admin reviews the application. Once
            it is approved, this account becomes your cook account.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg">
              <RouterLink to="/chef-signup">Apply as Chef</RouterLink>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <RouterLink to="/chef-application-review">Already applied? See your application</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

const STATUS_COLOUR: Record<string, string> = { APPROVED: "green", PENDING: "yellow", REJECTED: "red" };

/** The admin's view: every cook's kitchen, its state and where it is. */
function Kitchens({ queryRef }: { queryRef: PreloadedQuery<CookPageKitchensQuery> }) {
  const { cookStores } = usePreloadedQuery<CookPageKitchensQuery>(cookPageKitchensQuery, queryRef);
  const cooks = cookStores.edges.map((e) => e.node);
  if (cooks.length === 0) return <Text color="fg.muted">No kitchens yet.</Text>;
  return (
    <Stack gap="4">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Kitchen</Table.ColumnHeader>
            <Table.ColumnHeader>Cook</Table.ColumnHeader>
            <Table.ColumnHeader>Address</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cooks.map((cook) => (
            <Table.Row key={cook.id}>
              <Table.Cell>{cook.storeSettings?.businessName ?? cook.name}</Table.Cell>
              <Table.Cell>{cook.name}</Table.Cell>
              <Table.Cell>
                {cook.storeSettings?.address}
                {cook.storeSettings && !cook.storeSettings.located && (
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {" "}
                    (not found on the map)
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  <Badge colorPalette={STATUS_COLOUR[cook.approvalStatus ?? ""] ?? "gray"}>
                    {(cook.approvalStatus ?? "").toLowerCase()}
                  </Badge>
                  {cook.isPaused && <Badge colorPalette="red">paused</Badge>}
                  {cook.storeSettings?.vacationMode && <Badge>on vacation</Badge>}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Button asChild alignSelf="start" variant="outline">
        <RouterLink to="/platform-settings">Edit a kitchen's store settings</RouterLink>
      </Button>
    </Stack>
  );
}
