// The checkout's tip for the driver (beyond the spec): none, 10%, 15%, 20% of the
// subtotal, or an amount. The server computes and charges it with the order; 100% goes to the driver.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";

export type TipChoice =
  { percent: number; amountCents?: undefined } | { amountCents: number; percent?: undefined } | null;

const percents = [10, 15, 20];

export function sameTip(a: TipChoice, b: TipChoice) {
  return a?.percent === b?.percent && a?.amountCents === b?.amountCents;
}

export function TipCard({
  tip,
  disabled,
  onChange,
}: {
  tip: TipChoice;
  disabled: boolean;
  onChange: (tip: TipChoice) => void;
}) {
  const [custom, setCustom] = useState(tip?.amountCents !== undefined ? (tip.amountCents / 100).toFixed(2) : "");
  const [error, setError] = useState<string>();
  const choose = (next: TipChoice) => {
    setError(undefined);
    if (!sameTip(next, tip)) onChange(next);
  };
  const applyCustom = () => {
    const dollars = Number(custom);
    if (!custom.trim() || !Number.isFinite(dollars) || dollars < 0 || dollars > 500)
      return setError("Enter an amount between $0 and $500");
    choose({ amountCents: Math.round(dollars * 100) });
  };
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Tip your driver
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          100% of the tip goes to your driver.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap" role="group" aria-label="Tip">
            <Button
              size="sm"
              variant={tip === null ? "solid" : "outline"}
              aria-pressed={tip === null}
              disabled={disabled}
              onClick={() => choose(null)}
            >
              No tip
            </Button>
            {percents.map((percent) => (
              <Button
                key={percent}
                size="sm"
                variant={tip?.percent === percent ? "solid" : "outline"}
                aria-pressed={tip?.percent === percent}
                disabled={disabled}
                onClick={() => choose({ percent })}
              >
                {percent}%
              </Button>
            ))}
          </HStack>
          <HStack gap="2" align="flex-start">
            <Input
              size="sm"
              maxW="32"
              inputMode="decimal"
              placeholder="Other $"
              aria-label="Tip amount in dollars"
              value={custom}
              disabled={disabled}
              onChange={(e) => setCustom(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && applyCustom()}
            />
            <Button
              size="sm"
              variant={tip?.amountCents !== undefined ? "solid" : "outline"}
              disabled={disabled}
              onClick={applyCustom}
            >
              Set amount
            </Button>
          </HStack>
          {error && (
            <Text color="fg.error" fontSize="sm">
              {error}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
