// The checkout's delivery address: shown, changed in place (at least 5 characters), and the note
// when the server could not place it on the map.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { LuMapPin } from "react-icons/lu";
import { FormField } from "../../components/form";

export function DeliveryAddressCard(props: { address: string; distanceKnown: boolean; disabled: boolean; onChange: (address: string) => void }) {
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
