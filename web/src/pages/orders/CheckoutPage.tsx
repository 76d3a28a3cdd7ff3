// Checkout (customer spec §3): order summary, delivery address card, tip, promo code and payment card, all priced
// by the server. The payment flow is useCheckoutPayment; each part draws one card.
import { Alert } from "@chakra-ui/react/alert";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { Spinner } from "@chakra-ui/react/spinner";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type ReactNode, Suspense, lazy } from "react";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { LuShoppingBag } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { CheckoutPageQuery } from "../../__generated__/CheckoutPageQuery.graphql";
import { CheckboxField } from "../../components/form";
import { DeliveryAddressCard } from "./DeliveryAddressCard";
import { OrderSummary, type Quote, readQuote } from "./OrderSummary";
import { PromoCodeCard } from "./PromoCodeCard";
import { SlotPicker, useScheduledFor } from "./SlotPicker";
import { TestCardForm } from "./TestCardForm";
import { TipCard } from "./TipCard";
import { useCheckoutPayment } from "./useCheckoutPayment";

// Stripe.js loads only when the server uses Stripe.
const StripePaymentForm = lazy(() => import("./StripePaymentForm"));

export const checkoutPageQuery = graphql`
  query CheckoutPageQuery($scheduledFor: DateTime) @preloadable {
    viewer {
      address
      cart {
        cook {
          ...SlotPicker_kitchen
        }
      }
    }
    checkoutQuote(scheduledFor: $scheduledFor) {
      __typename
      ... on Error {
        message
      }
      ...OrderSummary_quote @alias(as: "quote")
    }
  }
`;

export default function CheckoutPage() {
  const data = usePreloadedQuery<CheckoutPageQuery>(
    checkoutPageQuery,
    useLoaderData<PreloadedQuery<CheckoutPageQuery>>(),
  );
  const result = data.checkoutQuote;
  if (!result) return <EmptyCart />;
  // The quote is there when the server priced the cart; otherwise the result is an Error.
  if (!result.quote)
    return (
      <Container maxW="2xl" py="10">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{result.message ?? "Something went wrong"}</Alert.Title>
        </Alert.Root>
        {/* A closed kitchen's cart can still be ordered for a later slot. */}
        {data.viewer?.cart.cook && (
          <Box mt="6">
            <SlotPicker kitchen={data.viewer.cart.cook} />
          </Box>
        )}
        <Button asChild mt="6">
          <RouterLink to="/restaurants">Browse Menu</RouterLink>
        </Button>
      </Container>
    );
  return (
    <Checkout
      initialQuote={readQuote(result.quote)}
      profileAddress={data.viewer?.address ?? ""}
      slotPicker={data.viewer?.cart.cook && <SlotPicker kitchen={data.viewer.cart.cook} />}
    />
  );
}

function EmptyCart() {
  return (
    <Container maxW="md" py="16" textAlign="center">
      <Box color="fg.muted" fontSize="5xl" display="flex" justifyContent="center" mb="4">
        <LuShoppingBag />
      </Box>
      <Heading as="h1" size="xl">
        Your cart is empty
      </Heading>
      <Text color="fg.muted" mt="2">
        Add some delicious items to get started!
      </Text>
      <Button asChild mt="6">
        <RouterLink to="/restaurants">Browse Menu</RouterLink>
      </Button>
    </Container>
  );
}

function Checkout({
  initialQuote,
  profileAddress,
  slotPicker,
}: {
  initialQuote: Quote;
  profileAddress: string;
  slotPicker?: ReactNode;
}) {
  const [scheduledFor] = useScheduledFor();
  const payment = useCheckoutPayment(initialQuote.deliveryAddress || profileAddress, scheduledFor);
  const { intent, processing } = payment;
  const quote = intent?.quote ?? initialQuote;

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Heading as="h1" size="2xl" mb="6">
        Checkout
      </Heading>
      <Flex gap="6" direction={{ base: "column", md: "row" }} align="flex-start">
        <Stack gap="6" flex="1" width="full">
          <OrderSummary quote={quote} />
        </Stack>
        <Stack gap="6" flex="1" width="full">
          <DeliveryAddressCard
            address={payment.address}
            distanceKnown={quote.distanceKnown}
            distanceApproximate={quote.distanceApproximate}
            disabled={processing}
            onChange={payment.changeAddress}
          />
          {slotPicker}
          <TipCard tip={payment.tip} disabled={processing} onChange={payment.changeTip} />
          <PromoCodeCard
            applied={payment.promoCode}
            error={payment.promoError}
            disabled={processing || !intent}
            onChange={payment.changePromoCode}
          />
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" size="md">
                Payment
              </Heading>
            </Card.Header>
            <Card.Body>
              <Box mb="4">
                <CheckboxField checked={payment.saveCard} onChange={payment.changeSaveCard}>
                  Save this card for tips after delivery
                </CheckboxField>
              </Box>
              {!intent ? (
                <Flex justify="center" py="6" data-testid="payment-loading">
                  <Spinner size="lg" />
                </Flex>
              ) : intent.provider === "STRIPE" ? (
                <Suspense fallback={<Spinner />}>
                  <StripePaymentForm
                    intent={intent}
                    totalCents={quote.totalCents}
                    placeOrder={() => payment.placeOrderFor(intent)}
                    finish={(order) => payment.finish(intent, order)}
                  />
                </Suspense>
              ) : (
                <TestCardForm
                  totalCents={quote.totalCents}
                  processing={processing}
                  onPay={payment.payWithTestCard}
                  awaitingBank={payment.awaitingBank}
                  onConfirmWithBank={payment.confirmWithBank}
                />
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Flex>
    </Container>
  );
}
