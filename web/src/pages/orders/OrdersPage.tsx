// /orders: the signed-in customer's order history, newest first (customer spec §3 'Order history').
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, useFragment, usePaginationFragment, usePreloadedQuery } from "react-relay/hooks";
import { LuCircleCheck } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { OrdersPageQuery } from "../../__generated__/OrdersPageQuery.graphql";
import type { OrdersPage_order$key } from "../../__generated__/OrdersPage_order.graphql";
import type { OrdersPage_query$key } from "../../__generated__/OrdersPage_query.graphql";
import type { OrdersPagePaginationQuery } from "../../__generated__/OrdersPagePaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { formatCents } from "../../components/money";
import { relativeTime } from "../../components/relativeTime";
import { ReviewDialog } from "./ReviewDialog";
import { StatusBadge } from "../../components/StatusBadge";
import { ReorderButton } from "./ReorderButton";
import { SavedCards } from "./SavedCards";
import { SlotBadge } from "./ScheduledSlot";

export const ordersPageQuery = graphql`
  query OrdersPageQuery($cards: Int!) @preloadable {
    viewer {
      role
      # Page sizes as variables: the server's cost limit multiplies a literal first.
      ...SavedCards_viewer @arguments(cards: $cards)
    }
    ...OrdersPage_query
  }
`;

export default function OrdersPage() {
  const data = usePreloadedQuery<OrdersPageQuery>(ordersPageQuery, useLoaderData<PreloadedQuery<OrdersPageQuery>>());
  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      <Heading as="h1" size="2xl" mb="6">
        My Orders
      </Heading>
      {data.viewer ? (
        <>
          {(data.viewer.role === "CUSTOMER" || data.viewer.role === "ADMIN") && <SavedCards viewer={data.viewer} />}
          <OrderList query={data} />
        </>
      ) : (
        <Stack gap="4" align="flex-start">
          <Text fontSize="lg">Please Log In</Text>
          <Button asChild>
            <RouterLink to="/login">Log In</RouterLink>
          </Button>
        </Stack>
      )}
    </Container>
  );
}

function OrderList({ query }: { query: OrdersPage_query$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    OrdersPagePaginationQuery,
    OrdersPage_query$key
  >(
    graphql`
      fragment OrdersPage_query on Query
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
      @refetchable(queryName: "OrdersPagePaginationQuery") {
        myOrders(first: $first, after: $after) @connection(key: "OrdersPage_myOrders") {
          edges {
            node {
              id
              ...OrdersPage_order
            }
          }
        }
      }
    `,
    query,
  );
  const orders = data.myOrders.edges.map((edge) => edge.node);
  if (orders.length === 0)
    return (
      <Stack gap="4" align="flex-start">
        <Text color="fg.muted">You haven't placed any orders yet.</Text>
        <Button asChild>
          <RouterLink to="/restaurants">Browse Menu</RouterLink>
        </Button>
      </Stack>
    );
  return (
    <Stack gap="4">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={10} />
    </Stack>
  );
}

function OrderCard({ order: key }: { order: OrdersPage_order$key }) {
  const order = useFragment(
    graphql`
      fragment OrdersPage_order on Order {
        id
        scheduledLabel
        databaseId
        status
        statusLabel
        createdAt
        kitchenName
        totalCents
        items {
          databaseId
          name
          quantity
          unitPriceCents
          reviewed
          canReview
        }
      }
    `,
    key,
  );
  return (
    <Card.Root variant="outline" data-testid={`order-${order.databaseId}`}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Box>
            <Heading as="h2" size="md">
              Order #{order.databaseId}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {order.kitchenName} · {relativeTime(order.createdAt)}
            </Text>
          </Box>
          <StatusBadge of="order" status={order.status} label={order.statusLabel} />
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        {order.scheduledLabel && <SlotBadge label={order.scheduledLabel} />}
        {order.items.map((item) => (
          <HStack key={item.databaseId} justify="space-between" wrap="wrap">
            <Text>
              {item.quantity} × {item.name}{" "}
              <Text as="span" color="fg.muted">
                ({formatCents(item.unitPriceCents)})
              </Text>
            </Text>
            {item.reviewed ? (
              <HStack gap="1" color="green.600" fontSize="sm">
                <LuCircleCheck aria-hidden />
                <Text>Reviewed</Text>
              </HStack>
            ) : item.canReview ? (
              <ReviewDialog orderItemId={item.databaseId} dishName={item.name} />
            ) : null}
          </HStack>
        ))}
        <HStack justify="space-between" fontWeight="bold" pt="2" borderTopWidth="1px">
          <Text>Total</Text>
          <Text>{formatCents(order.totalCents)}</Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={`/tracking?orderId=${order.databaseId}`}>Track order</RouterLink>
          </Button>
          <ReorderButton orderId={order.id} kitchenName={order.kitchenName} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
