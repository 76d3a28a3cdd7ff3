// The checkout's order summary: the server's priced lines, fees, tip, promo discount and total. The quote is read
// from the page's query and again from each payment intent, so its fragment is @inline.
import { Box } from "@chakra-ui/react/box";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Separator } from "@chakra-ui/react/separator";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, readInlineData } from "react-relay/hooks";
import type { OrderSummary_quote$data, OrderSummary_quote$key } from "../../__generated__/OrderSummary_quote.graphql";
import { formatCents } from "../../components/money";

const quoteFragment = graphql`
  fragment OrderSummary_quote on CheckoutQuote @inline {
    kitchenName
    lines {
      foodItemDatabaseId
      name
      quantity
      unitPriceCents
      regularPriceCents
      specialApplied
      lineTotalCents
    }
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
    # eslint-disable-next-line relay/unused-fields -- CheckoutPage reads it through readQuote (the address to deliver to)
    deliveryAddress
    # eslint-disable-next-line relay/unused-fields -- CheckoutPage reads it through readQuote (DeliveryAddressCard's distance warning)
    distanceKnown
  }
`;

export type Quote = OrderSummary_quote$data;

export const readQuote = (key: OrderSummary_quote$key): Quote =>
  readInlineData<OrderSummary_quote$key>(quoteFragment, key);

/** Said under the delivery fee when an end of the delivery was placed only at its ZIP code or city. */
export function ApproximateDistance() {
  return (
    <Text fontSize="sm" color="fg.muted" mt="-2" data-testid="approximate-distance">
      approximate distance
    </Text>
  );
}

export function OrderSummary({ quote }: { quote: Quote }) {
  const row = (label: string, cents: number, testId: string, bold = false) => (
    <HStack
      justify="space-between"
      fontWeight={bold ? "bold" : undefined}
      fontSize={bold ? "lg" : undefined}
      data-testid={testId}
    >
      <Text>{label}</Text>
      <Text>{formatCents(cents)}</Text>
    </HStack>
  );
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Order Summary
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          From {quote.kitchenName}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {quote.lines.map((line) => (
            <HStack key={line.foodItemDatabaseId} justify="space-between" align="flex-start">
              <Box>
                <Text fontWeight="medium">{line.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {line.quantity} × {formatCents(line.unitPriceCents)}
                  {line.specialApplied && (
                    <Text as="span" textDecoration="line-through" ms="2">
                      {formatCents(line.regularPriceCents)}
                    </Text>
                  )}
                </Text>
              </Box>
              <Text>{formatCents(line.lineTotalCents)}</Text>
            </HStack>
          ))}
          <Separator />
          {row("Subtotal", quote.subtotalCents, "subtotal")}
          {row("Platform Fee (12%)", quote.platformFeeCents, "platform-fee")}
          {row(quote.deliveryFeeLabel, quote.deliveryFeeCents, "delivery-fee")}
          {quote.distanceApproximate && <ApproximateDistance />}
          {row("Tax (8.75%)", quote.taxCents, "tax")}
          {quote.tipCents > 0 && row("Driver Tip", quote.tipCents, "tip")}
          {quote.discountCents > 0 && row(`Promo code ${quote.promoCode}`, -quote.discountCents, "discount")}
          <Separator />
          {row("Total", quote.totalCents, "total", true)}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
