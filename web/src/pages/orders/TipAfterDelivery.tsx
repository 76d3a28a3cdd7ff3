// The order page's tip after delivery: offered to the customer for 30 days after delivery, charged
// off-session to the card they saved (or another test card), with the tips already given. A charge
// their bank asks about waits for their approval here (3-D Secure) before it counts.
import { Alert } from "@chakra-ui/react/alert";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { TipAfterDelivery_order$key } from "../../__generated__/TipAfterDelivery_order.graphql";
import { formatCents, toCents } from "../../components/money";
import { type TipToConfirm, useTipDriver } from "./useTipDriver";

const AMOUNTS = [300, 500, 1000];
/** A random key; getRandomValues works on plain-http origins too, where randomUUID does not exist. */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

export function TipAfterDelivery({ order: key }: { order: TipAfterDelivery_order$key }) {
  const order = useFragment(
    graphql`
      fragment TipAfterDelivery_order on Order {
        id
        canTip
        tipsGivenCents
        tipsGiven {
          id
          amountCents
          paidAt
        }
      }
    `,
    key,
  );
  const [tip, confirm, isTipping] = useTipDriver();
  const [pending, setPending] = useState<TipToConfirm | null>(null);
  const [custom, setCustom] = useState("");
  const [card, setCard] = useState("");
  const [error, setError] = useState<string>();
  // One key per tip the customer means: a double click or a retry of the same tip never charges twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  if (!order.canTip && order.tipsGiven.length === 0) return null;

  const send = (amountCents: number | null) => {
    if (amountCents == null || amountCents < 50 || amountCents > 50_000)
      return setError("Enter an amount between $0.50 and $500");
    setError(undefined);
    tip(
      { orderId: order.id, amountCents, idempotencyKey, cardNumber: card.trim() || null },
      () => {
        setIdempotencyKey(newKey());
        setCustom("");
      },
      setPending,
    );
  };

  return (
    <Card.Root variant="outline" data-testid="tip-after-delivery">
      <Card.Header>
        <Heading as="h2" size="md">
          Tip your driver
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          100% of the tip goes to your driver. It is charged to the card you saved at checkout.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {order.tipsGiven.length > 0 && (
            <Stack gap="1" aria-label="Tips given">
              {order.tipsGiven.map((t) => (
                <Text key={t.id} fontSize="sm">
                  Tip given: {formatCents(t.amountCents)}
                  {t.paidAt ? ` on ${new Date(t.paidAt).toLocaleDateString()}` : ""}
                </Text>
              ))}
              <Text fontWeight="semibold">Tips given: {formatCents(order.tipsGivenCents)}</Text>
            </Stack>
          )}
          {pending && (
            <Alert.Root status="warning" data-testid="tip-bank-confirmation">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  Your bank asks you to confirm this {formatCents(pending.amountCents)} tip.
                </Alert.Description>
                <Button size="sm" mt="2" loading={isTipping} onClick={() => confirm(pending, () => setPending(null))}>
                  Confirm tip
                </Button>
              </Alert.Content>
            </Alert.Root>
          )}
          {order.canTip && !pending && (
            <>
              <HStack gap="2" wrap="wrap" role="group" aria-label="Tip amount">
                {AMOUNTS.map((cents) => (
                  <Button key={cents} size="sm" variant="outline" disabled={isTipping} onClick={() => send(cents)}>
                    Tip {formatCents(cents)}
                  </Button>
                ))}
              </HStack>
              <HStack gap="2" align="flex-start" wrap="wrap">
                <Input
                  size="sm"
                  maxW="32"
                  inputMode="decimal"
                  placeholder="Amount"
                  aria-label="Tip amount in dollars"
                  value={custom}
                  onChange={(e) => setCustom(e.target.value)}
                />
                <Button size="sm" disabled={isTipping} onClick={() => send(toCents(custom))}>
                  Send tip
                </Button>
              </HStack>
              <Input
                size="sm"
                maxW="64"
                inputMode="numeric"
                placeholder="Another card (optional)"
                aria-label="Card number"
                value={card}
                onChange={(e) => setCard(e.target.value)}
              />
              {error && (
                <Text color="fg.error" fontSize="sm">
                  {error}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
