// Stripe's Payment Element, loaded only when the server pays with Stripe. The order is placed
// before the card is confirmed, so Stripe's return address can name it (/order-success?orderId=).
import { Button } from "@chakra-ui/react/button";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useMemo, useState } from "react";
import { notify } from "../../toaster/toaster";
import type { Intent } from "./useCreatePaymentIntent";
import { formatCents } from "../../components/money";

type Order = { id: string; databaseId: number };

type Props = {
  intent: Intent;
  totalCents: number;
  placeOrder: () => Promise<Order | null>;
  finish: (order: Order) => Promise<boolean>;
};

const stripes = new Map<string, Promise<Stripe | null>>();

export default function StripePaymentForm(props: Props) {
  const key = props.intent.publishableKey;
  const stripe = useMemo(() => {
    if (!key) return null;
    if (!stripes.has(key)) stripes.set(key, loadStripe(key));
    return stripes.get(key)!;
  }, [key]);
  if (!stripe) return <Text color="fg.error">Card payments are not configured (STRIPE_PUBLISHABLE_KEY).</Text>;
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.intent.clientSecret }}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ totalCents, placeOrder, finish }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      const order = await placeOrder();
      if (!order) return;
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/order-success?orderId=${order.databaseId}` },
        redirect: "if_required",
      });
      if (error) {
        notify({ type: "error", title: "Payment Failed", description: error.message ?? "Something went wrong" });
        return;
      }
      await finish(order);
    } finally {
      setProcessing(false);
    }
  };

  // The form is disabled until Stripe and its elements are ready, and while processing (spec §3).
  return (
    <form onSubmit={submit}>
      <Stack gap="4">
        <PaymentElement onReady={() => setReady(true)} />
        <Button
          type="submit"
          size="lg"
          disabled={!stripe || !elements || !ready || processing}
          loading={processing}
          loadingText="Processing..."
        >
          Pay {formatCents(totalCents)}
        </Button>
      </Stack>
    </form>
  );
}
