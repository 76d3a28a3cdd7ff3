// The cook dashboard (/cook, /cook-dashboard): today's figures, the earnings breakdown, the store's
// real delivery settings, the 5 most recent orders, the recipes behind dishes and quick actions into chef management.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Suspense } from "react";
import { LuArrowLeft } from "react-icons/lu";
import { type PreloadedQuery, graphql, usePreloadedQuery, useFragment } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { CookDashboardPageQuery } from "../../__generated__/CookDashboardPageQuery.graphql";
import { AccessDenied } from "../../components/AccessDenied";
import { PageSpinner } from "../../components/PageSpinner";
import type { CookDashboardPage_viewer$key } from "../../__generated__/CookDashboardPage_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { Breakdown, Figure } from "./EarningsTab";
import { formatCents } from "../../components/money";

/** Loaded by the route for an approved cook (routes.tsx); anyone else gets no reference. */
export const cookDashboardPageQuery = graphql`
  query CookDashboardPageQuery @preloadable {
    chefKitchen {
      storeSettings {
        deliveryFeeCents
        deliveryRadiusMiles
        minimumOrderCents
        freeDeliveryMinimumCents
        preparationTime
        autoAcceptOrders
        vacationMode
      }
      cookEarnings {
        today {
          grossCents
          orderCount
        }
        total {
          grossCents
          platformFeeCents
          promoDiscountCents
          netCents
        }
        recentOrders {
          databaseId
          status
          totalCents
          createdAt
          customerName
        }
      }
      recipeDishes {
        orderCount
        dish {
          databaseId
          name
        }
        recipe {
          databaseId
          title
          views
          likes
          commentCount
        }
      }
    }
  }
`;

export default function CookDashboardPage() {
  const viewer = useFragment<CookDashboardPage_viewer$key>(
    graphql`
      fragment CookDashboardPage_viewer on User {
        role
        approvalStatus
      }
    `,
    useViewerKey(),
  );
  const queryRef = useLoaderData<PreloadedQuery<CookDashboardPageQuery> | undefined>();
  if (viewer?.role !== "COOK" || viewer.approvalStatus !== "APPROVED")
    return <AccessDenied message="This area is only accessible to approved chefs." />;
  return (
    <Container maxW="6xl" py="6">
      <Link asChild color="fg.muted" fontSize="sm" mb="4">
        <RouterLink to="/">
          <LuArrowLeft /> Back to Home
        </RouterLink>
      </Link>
      <Heading as="h1" size="2xl" mb="6">
        Cook Dashboard
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        {/* No reference: the loader guessed another role, and the Layout is running it again. */}
        {queryRef ? <Dashboard queryRef={queryRef} /> : <PageSpinner />}
      </Suspense>
    </Container>
  );
}

// The spec's dashboard badges: cooking (preparing), ready, delivered; any other status as an outline.
const badge: Record<string, string> = { PREPARING: "orange", READY: "blue", DELIVERED: "green" };
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
const badgeText = (status: string) => (status === "PREPARING" ? "cooking" : status.toLowerCase().replace("_", " "));

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<CookDashboardPageQuery> }) {
  const { chefKitchen } = usePreloadedQuery<CookDashboardPageQuery>(cookDashboardPageQuery, queryRef);
  const store = chefKitchen.storeSettings!;
  const earnings = chefKitchen.cookEarnings!;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Figure label="Today's sales" value={formatCents(earnings.today.grossCents)} />
        <Figure label="Today's orders" value={String(earnings.today.orderCount)} help="Delivered today" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Card.Root borderRadius="2xl">
          <Card.Header>
            <Card.Title>Earnings Breakdown</Card.Title>
          </Card.Header>
          <Card.Body>
            <Breakdown
              gross={earnings.total.grossCents}
              fee={earnings.total.platformFeeCents}
              promos={earnings.total.promoDiscountCents}
              net={earnings.total.netCents}
            />
          </Card.Body>
        </Card.Root>
        <Card.Root borderRadius="2xl">
          <Card.Header>
            <Card.Title>Vendor Settings</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="2">
              <Text>Delivery fee: {formatCents(store.deliveryFeeCents)} plus distance</Text>
              <Text>Delivery radius: {store.deliveryRadiusMiles} miles</Text>
              <Text>
                Minimum order: {formatCents(store.minimumOrderCents)}; free delivery from{" "}
                {formatCents(store.freeDeliveryMinimumCents)}
              </Text>
              <Text>Preparation time: {store.preparationTime} minutes</Text>
              <HStack>
                {store.autoAcceptOrders && <Badge colorPalette="green">Auto-accept on</Badge>}
                {store.vacationMode && <Badge colorPalette="orange">Vacation mode</Badge>}
              </HStack>
              <Button asChild variant="outline" size="sm" alignSelf="start">
                <RouterLink to="/platform-settings">Edit store settings</RouterLink>
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Card.Root borderRadius="2xl">
        <Card.Header>
          <Card.Title>Recent Orders</Card.Title>
        </Card.Header>
        <Card.Body>
          {earnings.recentOrders.length === 0 ? (
            <Text color="fg.muted">No orders yet</Text>
          ) : (
            <Stack gap="2">
              {earnings.recentOrders.map((o) => (
                <HStack key={o.databaseId} justify="space-between" borderWidth="1px" borderRadius="lg" p="3">
                  <Stack gap="0">
                    <Text fontWeight="semibold">
                      Order #{o.databaseId} · {o.customerName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {new Date(o.createdAt).toLocaleString()}
                    </Text>
                  </Stack>
                  <HStack>
                    <Text>{formatCents(o.totalCents)}</Text>
                    <Badge colorPalette={badge[o.status] ?? "gray"} variant={badge[o.status] ? "solid" : "outline"}>
                      {badgeText(o.status)}
                    </Badge>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root borderRadius="2xl" data-testid="recipe-dishes">
        <Card.Header>
          <Card.Title>Recipes Behind Your Dishes</Card.Title>
        </Card.Header>
        <Card.Body>
          {chefKitchen.recipeDishes.length === 0 ? (
            <Text color="fg.muted">
              Link a recipe you share in the{" "}
              <Link asChild colorPalette="brand">
                <RouterLink to="/recipes/create">recipe community</RouterLink>
              </Link>{" "}
              to one of your dishes, and see here how it brings in orders.
            </Text>
          ) : (
            <Stack gap="2">
              {chefKitchen.recipeDishes.map(({ dish, recipe, orderCount }) => (
                <HStack
                  key={dish.databaseId}
                  justify="space-between"
                  borderWidth="1px"
                  borderRadius="lg"
                  p="3"
                  wrap="wrap"
                >
                  <Stack gap="0">
                    <Text fontWeight="semibold">{dish.name}</Text>
                    <Link asChild fontSize="sm" color="fg.muted">
                      <RouterLink to={`/recipes/${recipe.databaseId}`}>{recipe.title}</RouterLink>
                    </Link>
                  </Stack>
                  <HStack gap="4" fontSize="sm">
                    <Text>{count(recipe.views, "view")}</Text>
                    <Text>{count(recipe.likes, "like")}</Text>
                    <Text>{count(recipe.commentCount, "comment")}</Text>
                    <Text fontWeight="semibold">{count(orderCount, "order")}</Text>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root borderRadius="2xl">
        <Card.Header>
          <Card.Title>Quick Actions</Card.Title>
        </Card.Header>
        <Card.Body>
          <HStack gap="3" wrap="wrap">
            <Button asChild>
              <RouterLink to="/chef-management?tab=menu&add=1">Add New Menu Item</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/chef-management?tab=menu">Manage Menu</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/chef-management?tab=orders">View All Orders</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
