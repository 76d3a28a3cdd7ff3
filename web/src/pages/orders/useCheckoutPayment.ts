// The checkout's payment flow: a payment intent for the server's total (asked again when the address,
// the tip or the promo code changes), the pending order, the card (the test provider's form, or Stripe's Payment
// Element), then completing the payment; the customer then follows the order at /tracking.
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { notify } from "../../toaster/toaster";
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
  // The promo code the current intent was priced with, and why the last one typed was refused.
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string>();
  const [processing, setProcessing] = useState(false);
  // The customer's consent to keep the card for tips after delivery (the intent is made with it).
  const [saveCard, setSaveCard] = useState(false);
  // A 3-D Secure test card: the order placed and the card waiting for the customer's approval.
  const [awaitingBank, setAwaitingBank] = useState<{ intent: Intent; order: PlacedOrder; cardNumber: string } | null>(
    null,
  );
  const createIntent = useCreatePaymentIntent();
  const placeOrder = usePlaceOrder();
  const confirmTestPayment = useConfirmTestPayment();
  const [completePayment] = useCompletePayment();

  const requestIntent = useCallback(
    async (deliveryAddress: string, tipChoice: TipChoice, code: string | null = null, keep = false): Promise<void> => {
      setIntent(null);
      // The spec: a failed payment intent is only logged and the payment card keeps its spinner.
      // The server prices the tip and the promo code with the cart; the intent's amount includes them.
      const next = await createIntent(deliveryAddress, tipChoice, scheduledFor, code, keep);
      if ("failure" in next && next.failure.typename === "PromoCodeError") {
        // A code that does not apply (any more) is dropped, with its reason beside the field.
        setPromoError(next.failure.message);
        setPromoCode(null);
        return requestIntent(deliveryAddress, tipChoice, null, keep);
      }
      if (!("intent" in next) || !next.intent) return console.error("Could not set up the payment");
      setPromoCode(code);
      setIntent(next.intent);
    },
    [createIntent, scheduledFor],
  );

  // One intent when the page opens, and a new one for each slot chosen (the slot is priced with it).
  const requestedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (requestedFor.current === scheduledFor) return;
    requestedFor.current = scheduledFor;
    void requestIntent(address, tip, promoCode, saveCard);
  }, [requestIntent, scheduledFor, address, tip, promoCode, saveCard]);

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
      const status = await confirmTestPayment(intent.paymentIntentId, cardNumber);
      if (status === "requires_action") setAwaitingBank({ intent, order, cardNumber });
      else if (status) await finish(intent, order);
    } finally {
      setProcessing(false);
    }
  };

  /** The customer approves the payment in their bank's (test) dialog; then it completes as any other. */
  const confirmWithBank = async () => {
    if (!awaitingBank) return;
    setProcessing(true);
    try {
      const { intent: paid, order, cardNumber } = awaitingBank;
      const status = await confirmTestPayment(paid.paymentIntentId, cardNumber, true);
      setAwaitingBank(null);
      if (status === "succeeded") await finish(paid, order);
    } finally {
      setProcessing(false);
    }
  };

  return {
    intent,
    address,
    tip,
    promoCode,
    promoError,
    processing,
    saveCard,
    awaitingBank: awaitingBank !== null,
    changeSaveCard: (next: boolean) => {
      setSaveCard(next);
      void requestIntent(address, tip, promoCode, next);
    },
    confirmWithBank,
    changeAddress: (next: string) => {
      setAddress(next);
      void requestIntent(next, tip, promoCode, saveCard);
    },
    changeTip: (next: TipChoice) => {
      setTip(next);
      void requestIntent(address, next, promoCode, saveCard);
    },
    changePromoCode: (next: string | null) => {
      setPromoError(undefined);
      void requestIntent(address, tip, next, saveCard);
    },
    placeOrderFor,
    finish,
    payWithTestCard,
  };
}
