// The tracking page's addresses and order details: pickup and delivery, the lines, the fees, the
// driver's tip, the promo code's discount and the total, as the server priced them.
import { Box } from "@chakra-ui/react/box";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Separator } from "@chakra-ui/react/separator";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import type { OrderReceipt_order$key } from "../../__generated__/OrderReceipt_order.graphql";
import { formatCents } from "../../components/money";
import { ApproximateDistance } from "./OrderSummary";

export function OrderReceipt({ order: key }: { order: OrderReceipt_order$key }) {
  const order = useFragment(
    graphql`
      fragment OrderReceipt_order on Order {
        pickupAddress
        deliveryAddress
        subtotalCents
        platformFeeCents
        deliveryFeeCents
        deliveryFeeLabel
        distanceApproximate
        taxCents
        tipCents
        discountCents
        promoCode
        totalCents
        items {
          databaseId
          name
          quantity
          lineTotalCents
        }
      }
    `,
    key,
  );
  const money = (label: string, cents: number, testId?: string) => (
    <HStack justify="space-between" data-testid={testId}>
      <Text>{label}</Text>
      <Text>{formatCents(cents)}</Text>
    </HStack>
  );
  return (
    <>
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Box>
            <Text fontWeight="semibold">Pickup</Text>
            <Text color="fg.muted">{order.pickupAddress}</Text>
          </Box>
          <Box>
            <Text fontWeight="semibold">Delivery</Text>
            <Text color="fg.muted">{order.deliveryAddress}</Text>
          </Box>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="md">
            Order Details
          </Heading>
        </Card.Header>
        <Card.Body gap="2">
          {order.items.map((item) => (
            <HStack key={item.databaseId} justify="space-between">
              <Text>
                {item.quantity} × {item.name}
              </Text>
              <Text>{formatCents(item.lineTotalCents)}</Text>
            </HStack>
          ))}
          <Separator my="2" />
          {money("Subtotal", order.subtotalCents)}
          {money("Platform Fee (12%)", order.platformFeeCents)}
          {money(order.deliveryFeeLabel, order.deliveryFeeCents)}
          {order.distanceApproximate && <ApproximateDistance />}
          {money("Tax (8.75%)", order.taxCents)}
          {order.tipCents > 0 && money("Driver tip", order.tipCents, "receipt-tip")}
          {order.discountCents > 0 && money(`Promo code ${order.promoCode}`, -order.discountCents, "receipt-discount")}
          <HStack justify="space-between" fontWeight="bold">
            <Text>Total</Text>
            <Text>{formatCents(order.totalCents)}</Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </>
  );
}
