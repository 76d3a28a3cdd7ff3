// The built-in test provider's card form: Stripe's test cards, confirmed through our API.
import { Alert } from "@chakra-ui/react/alert";
import { Button } from "@chakra-ui/react/button";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { type FormEvent, useState } from "react";
import { FormField } from "../../components/form";
import { formatCents } from "../../components/money";

export function TestCardForm(props: {
  totalCents: number;
  processing: boolean;
  onPay: (cardNumber: string) => void;
  /** A 3-D Secure test card (4000 0025 0000 3155) waits for the customer's approval, as a bank's dialog would ask. */
  awaitingBank?: boolean;
  onConfirmWithBank?: () => void;
}) {
  const [card, setCard] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [errors, setErrors] = useState<{ card?: string; expiry?: string; cvc?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      card: card.replace(/\D/g, "").length < 12 ? "Your card number is incomplete." : undefined,
      expiry: /^\s*(0[1-9]|1[0-2])\s*\/\s*\d{2}\s*$/.test(expiry)
        ? undefined
        : "Your card's expiration date is incomplete.",
      cvc: /^\d{3,4}$/.test(cvc.trim()) ? undefined : "Your card's security code is incomplete.",
    };
    setErrors(next);
    if (!next.card && !next.expiry && !next.cvc) props.onPay(card);
  };

  if (props.awaitingBank)
    return (
      <Stack gap="4" data-testid="bank-confirmation">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            Your bank asks you to confirm this payment of {formatCents(props.totalCents)}.
          </Alert.Description>
        </Alert.Root>
        <Button size="lg" loading={props.processing} onClick={props.onConfirmWithBank}>
          Confirm payment
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            Test mode: pay with 4242 4242 4242 4242 (any future date, any CVC). 4000 0000 0000 0002 is declined.
          </Alert.Description>
        </Alert.Root>
        <FormField label="Card number" error={errors.card}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card}
            onChange={(e) => setCard(e.target.value)}
          />
        </FormField>
        <HStack align="flex-start">
          <FormField label="Expiry" error={errors.expiry}>
            <Input
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
            />
          </FormField>
          <FormField label="CVC" error={errors.cvc}>
            <Input
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              value={cvc}
              onChange={(e) => setCvc(e.target.value)}
            />
          </FormField>
        </HStack>
        <Button
          type="submit"
          size="lg"
          loading={props.processing}
          loadingText="Processing..."
          disabled={props.processing}
        >
          Pay {formatCents(props.totalCents)}
        </Button>
      </Stack>
    </form>
  );
}
