// Checkout (customer spec §3): order summary, delivery address card and payment card, all priced by
// the server. Paying: a payment intent for the server's total, the pending order, the card (the
// test provider's form, or Stripe's Payment Element when Stripe is configured), then completing the
// payment; the cart is cleared on the server and the customer follows the order at /tracking.
import { Alert } from "@chakra-ui/react/alert";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { Separator } from "@chakra-ui/react/separator";
import { Spinner } from "@chakra-ui/react/spinner";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type ReactNode, Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { TipCard, type TipChoice } from "./TipCard";
import { type PreloadedQuery, graphql, readInlineData, usePreloadedQuery } from "react-relay/hooks";
import type { MutationParameters } from "relay-runtime";
import { LuMapPin, LuShoppingBag } from "react-icons/lu";
import { Link as RouterLink, useLoaderData, useNavigate } from "react-router";
import type { CheckoutPageConfirmMutation } from "../../__generated__/CheckoutPageConfirmMutation.graphql";
import type { CheckoutPageIntentMutation } from "../../__generated__/CheckoutPageIntentMutation.graphql";
import type { CheckoutPagePlaceOrderMutation } from "../../__generated__/CheckoutPagePlaceOrderMutation.graphql";
import type { CheckoutPageQuery } from "../../__generated__/CheckoutPageQuery.graphql";
import type { CheckoutPage_quote$data, CheckoutPage_quote$key } from "../../__generated__/CheckoutPage_quote.graphql";
import { FormField } from "../../components/form";
import { notify } from "../../components/toaster";
import { type CommitOptions, type SuccessPayload, useMutationResult } from "../../relay/useMutationResult";
import { formatCents } from "./format";
import { TestCardForm } from "./TestCardForm";
import { useCompletePayment } from "./useCompletePayment";
import { SlotPicker, useScheduledFor } from "./SlotPicker";

// Stripe.js loads only when the server uses Stripe.
const StripePaymentForm = lazy(() => import("./StripePaymentForm"));

// The priced cart as the checkout shows it, read from the page's query and again from each payment intent.
const quoteFragment = graphql`
  fragment CheckoutPage_quote on CheckoutQuote @inline {
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
    taxCents
    tipCents
    totalCents
    deliveryAddress
    distanceKnown
  }
`;

type Quote = CheckoutPage_quote$data;

export const checkoutPageQuery = graphql`
  query CheckoutPageQuery($scheduledFor: DateTime) {
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
      ...CheckoutPage_quote @alias(as: "quote")
    }
  }
`;

/** Runs a mutation through useMutationResult and resolves with its payload, or null after the failure toast. */
type ResultMutation = MutationParameters & {
  response: { readonly result: { readonly __typename: string; readonly message?: string } };
};

function run<M extends ResultMutation>(
  commit: (options: CommitOptions<M>) => void,
  variables: M["variables"],
  failure: CommitOptions<M>["failure"],
) {
  return new Promise<SuccessPayload<M> | null>((resolve) =>
    commit({ variables, failure, onSuccess: resolve, onFailure: () => resolve(null) }),
  );
}

const anyFailure = { title: "Error", fallback: "Something went wrong" };

export type Intent = {
  paymentIntentId: string;
  clientSecret: string;
  provider: "TEST" | "STRIPE" | "%future added value";
  publishableKey: string | null | undefined;
  quote: Quote;
};

export default function CheckoutPage() {
  const data = usePreloadedQuery<CheckoutPageQuery>(checkoutPageQuery, useLoaderData<PreloadedQuery<CheckoutPageQuery>>());
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
        {data.viewer?.cart.cook && <Box mt="6"><SlotPicker kitchen={data.viewer.cart.cook} /></Box>}
        <Button asChild mt="6">
          <RouterLink to="/restaurants">Browse Menu</RouterLink>
        </Button>
      </Container>
    );
  return (
    <Checkout
      initialQuote={readInlineData<CheckoutPage_quote$key>(quoteFragment, result.quote)}
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

function Checkout({ initialQuote, profileAddress, slotPicker }: { initialQuote: Quote; profileAddress: string; slotPicker?: ReactNode }) {
  const [scheduledFor] = useScheduledFor();
  const navigate = useNavigate();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [address, setAddress] = useState(initialQuote.deliveryAddress || profileAddress);
  const [processing, setProcessing] = useState(false);
  const [tip, setTip] = useState<TipChoice>(null);
  const quote = intent?.quote ?? initialQuote;

  const [createIntent] = useMutationResult<CheckoutPageIntentMutation>(
    graphql`
      mutation CheckoutPageIntentMutation($input: CreatePaymentIntentInput!) {
        result: createPaymentIntent(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on CreatePaymentIntentPayload {
            paymentIntentId
            clientSecret
            provider
            publishableKey
            quote {
              ...CheckoutPage_quote
            }
          }
        }
      }
    `,
    "CreatePaymentIntentPayload",
  );
  const [placeOrder] = useMutationResult<CheckoutPagePlaceOrderMutation>(
    graphql`
      mutation CheckoutPagePlaceOrderMutation($input: PlaceOrderInput!) {
        result: placeOrder(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on PlaceOrderPayload {
            order {
              id
              databaseId
            }
          }
        }
      }
    `,
    "PlaceOrderPayload",
  );
  const [confirmTestPayment] = useMutationResult<CheckoutPageConfirmMutation>(
    graphql`
      mutation CheckoutPageConfirmMutation($input: ConfirmTestPaymentInput!) {
        result: confirmTestPayment(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ConfirmTestPaymentPayload {
            status
          }
        }
      }
    `,
    "ConfirmTestPaymentPayload",
  );
  const [completePayment] = useCompletePayment();

  const requestIntent = useCallback(
    async (deliveryAddress: string, tipChoice: TipChoice) => {
      setIntent(null);
      // The spec: a failed payment intent is only logged and the payment card keeps its spinner.
      // The server prices the tip with the cart; the intent's amount includes it.
      const payload = await run(createIntent, { input: { deliveryAddress, tip: tipChoice, scheduledFor } }, anyFailure);
      // The quote is null only for a provisional intent, which this page (a server cart) never asks for.
      if (!payload?.quote) return console.error("Could not set up the payment");
      setIntent({ ...payload, quote: readInlineData<CheckoutPage_quote$key>(quoteFragment, payload.quote) });
    },
    [createIntent, scheduledFor],
  );

  const requested = useRef(false);
  const slotAsked = useRef(scheduledFor);
  useEffect(() => {
    if (slotAsked.current === scheduledFor) return;
    slotAsked.current = scheduledFor;
    void requestIntent(address, tip);
  }, [requestIntent, scheduledFor, address, tip]);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void requestIntent(address, tip);
  }, [requestIntent, address, tip]);

  /** Places the pending order for the intent; returns its ids. */
  const placeOrderFor = async (current: Intent) => {
    const placed = await run(placeOrder, { input: { paymentIntentId: current.paymentIntentId, deliveryAddress: address } }, anyFailure);
    return placed?.order ?? null;
  };

  /** After the card went through: the server checks with the provider and confirms the order. */
  const finish = async (current: Intent, order: { id: string; databaseId: number }) => {
    const done = await run(
      completePayment,
      { input: { orderId: order.id, paymentIntentId: current.paymentIntentId } },
      { title: "Payment Failed", fallback: "Something went wrong" },
    );
    if (!done) return false;
    notify({
      type: "success",
      title: "Order Placed Successfully!",
      description: "Your payment has been processed and your order is being prepared.",
    });
    navigate(`/tracking?orderId=${done.order.databaseId}`);
    return true;
  };

  const payWithTestCard = async (cardNumber: string) => {
    if (!intent) return;
    setProcessing(true);
    try {
      const order = await placeOrderFor(intent);
      if (!order) return;
      const paid = await run(
        confirmTestPayment,
        { input: { paymentIntentId: intent.paymentIntentId, cardNumber } },
        { title: "Payment Failed", fallback: "Something went wrong" },
      );
      if (paid) await finish(intent, order);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Heading as="h1" size="2xl" mb="6">
        Checkout
      </Heading>
      <Flex gap="6" direction={{ base: "column", md: "row" }} align="flex-start">
        <Stack gap="6" flex="1" width="full">
          <Summary quote={quote} />
        </Stack>
        <Stack gap="6" flex="1" width="full">
          <AddressCard
            address={address}
            distanceKnown={quote.distanceKnown}
            disabled={processing}
            onChange={(next) => {
              setAddress(next);
              void requestIntent(next, tip);
            }}
          />
          {slotPicker}
          <TipCard
            tip={tip}
            disabled={processing}
            onChange={(next) => {
              setTip(next);
              void requestIntent(address, next);
            }}
          />
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" size="md">
                Payment
              </Heading>
            </Card.Header>
            <Card.Body>
              {!intent ? (
                <Flex justify="center" py="6" data-testid="payment-loading">
                  <Spinner size="lg" />
                </Flex>
              ) : intent.provider === "STRIPE" ? (
                <Suspense fallback={<Spinner />}>
                  <StripePaymentForm
                    intent={intent}
                    totalCents={quote.totalCents}
                    placeOrder={() => placeOrderFor(intent)}
                    finish={(order) => finish(intent, order)}
                  />
                </Suspense>
              ) : (
                <TestCardForm totalCents={quote.totalCents} processing={processing} onPay={payWithTestCard} />
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Flex>
    </Container>
  );
}

function Summary({ quote }: { quote: Quote }) {
  const row = (label: string, cents: number, testId: string, bold = false) => (
    <HStack justify="space-between" fontWeight={bold ? "bold" : undefined} fontSize={bold ? "lg" : undefined} data-testid={testId}>
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
          {row("Tax (8.75%)", quote.taxCents, "tax")}
          {quote.tipCents > 0 && row("Driver Tip", quote.tipCents, "tip")}
          <Separator />
          {row("Total", quote.totalCents, "total", true)}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function AddressCard(props: { address: string; distanceKnown: boolean; disabled: boolean; onChange: (address: string) => void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.address);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const next = draft.trim();
    if (next.length < 5) return setError("Please provide a complete address");
    setError(undefined);
    setEditing(false);
    if (next !== props.address) props.onChange(next);
  };
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            Delivery Address
          </Heading>
          {!editing && (
            <Button size="xs" variant="outline" disabled={props.disabled} onClick={() => setEditing(true)}>
              Change
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Stack gap="3">
            <FormField label="Delivery address" error={error}>
              <Input value={draft} onChange={(e) => setDraft(e.target.value)} autoComplete="street-address" />
            </FormField>
            <HStack>
              <Button size="sm" onClick={save}>
                Use this address
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="1">
            <HStack gap="2">
              <LuMapPin aria-hidden />
              <Text data-testid="delivery-address">{props.address}</Text>
            </HStack>
            {!props.distanceKnown && (
              <Text fontSize="sm" color="fg.muted">
                The distance to this address is estimated at 2.5 miles.
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
