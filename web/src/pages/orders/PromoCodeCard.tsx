// The checkout's promo code: typed in any case, priced by the server with the cart; the summary shows
// its discount line, and a code that does not apply is dropped with the server's reason under the field.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";

export function PromoCodeCard({
  applied,
  error,
  disabled,
  onChange,
}: {
  applied: string | null;
  error?: string;
  disabled: boolean;
  onChange: (code: string | null) => void;
}) {
  const [typed, setTyped] = useState("");
  const apply = () => typed.trim() && onChange(typed.trim());
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Promo code
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {applied ? (
            <HStack justify="space-between" data-testid="promo-applied">
              <Text>
                <Text as="span" fontWeight="semibold">
                  {applied}
                </Text>{" "}
                applied
              </Text>
              <Button size="sm" variant="outline" disabled={disabled} onClick={() => onChange(null)}>
                Remove
              </Button>
            </HStack>
          ) : (
            <HStack gap="2">
              <Input
                size="sm"
                placeholder="Enter a code"
                aria-label="Promo code"
                autoCapitalize="characters"
                value={typed}
                disabled={disabled}
                onChange={(e) => setTyped(e.target.value)}
                onKeyDown={(e) => e.key === "Enter" && apply()}
              />
              <Button size="sm" disabled={disabled || !typed.trim()} onClick={apply}>
                Apply
              </Button>
            </HStack>
          )}
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert" data-testid="promo-error">
              {error}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
