// The checkout's payment flow: a payment intent for the server's total (asked again when the address
// or the tip changes), the pending order, the card (the test provider's form, or Stripe's Payment
// Element), then completing the payment; the customer then follows the order at /tracking.
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { notify } from "../../components/toaster";
import { runMutation } from "../../relay/runMutation";
import type { TipChoice } from "./TipCard";
import { useCompletePayment } from "./useCompletePayment";
import { useConfirmTestPayment } from "./useConfirmTestPayment";
import { type Intent, useCreatePaymentIntent } from "./useCreatePaymentIntent";
import { type PlacedOrder, usePlaceOrder } from "./usePlaceOrder";

/** `scheduledFor`: the delivery slot chosen (its start), or null for as soon as possible. */
export function useCheckoutPayment(initialAddress: string, scheduledFor: string | null) {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [address, setAddress] = useState(initialAddress);
  const [tip, setTip] = useState<TipChoice>(null);
  const [processing, setProcessing] = useState(false);
  const createIntent = useCreatePaymentIntent();
  const placeOrder = usePlaceOrder();
  const confirmTestPayment = useConfirmTestPayment();
  const [completePayment] = useCompletePayment();

  const requestIntent = useCallback(
    async (deliveryAddress: string, tipChoice: TipChoice) => {
      setIntent(null);
      // The spec: a failed payment intent is only logged and the payment card keeps its spinner.
      // The server prices the tip with the cart; the intent's amount includes it.
      const next = await createIntent(deliveryAddress, tipChoice, scheduledFor);
      if (!next) return console.error("Could not set up the payment");
      setIntent(next);
    },
    [createIntent, scheduledFor],
  );

  // One intent when the page opens, and a new one for each slot chosen (the slot is priced with it).
  const requestedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (requestedFor.current === scheduledFor) return;
    requestedFor.current = scheduledFor;
    void requestIntent(address, tip);
  }, [requestIntent, scheduledFor, address, tip]);

  /** Places the pending order for the intent; returns its ids. */
  const placeOrderFor = (current: Intent) => placeOrder(current.paymentIntentId, address);

  /** After the card went through: the server checks with the provider and confirms the order. */
  const finish = async (current: Intent, order: PlacedOrder) => {
    const done = await runMutation(
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
      if (await confirmTestPayment(intent.paymentIntentId, cardNumber)) await finish(intent, order);
    } finally {
      setProcessing(false);
    }
  };

  return {
    intent,
    address,
    tip,
    processing,
    changeAddress: (next: string) => {
      setAddress(next);
      void requestIntent(next, tip);
    },
    changeTip: (next: TipChoice) => {
      setTip(next);
      void requestIntent(address, next);
    },
    placeOrderFor,
    finish,
    payWithTestCard,
  };
}
