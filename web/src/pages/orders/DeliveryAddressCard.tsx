// The checkout's delivery address: shown, changed in place (at least 5 characters), and the note
// when the server could not place it on the map. A new address is looked up first: one that could
// name several places offers them to choose from, and one nobody can find is refused here, as the
// server would refuse it at payment.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { LuMapPin } from "react-icons/lu";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { DeliveryAddressCardGeocodeQuery } from "../../__generated__/DeliveryAddressCardGeocodeQuery.graphql";
import { FormField } from "../../components/form";

const geocodeQuery = graphql`
  query DeliveryAddressCardGeocodeQuery($address: String!) {
    geocode(address: $address) {
      __typename
      ... on Error {
        message
      }
      ... on GeocodedPlace {
        address
      }
      ... on AmbiguousAddressError {
        candidates {
          address
        }
      }
    }
  }
`;

export function DeliveryAddressCard(props: {
  address: string;
  distanceKnown: boolean;
  disabled: boolean;
  onChange: (address: string) => void;
}) {
  const environment = useRelayEnvironment();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.address);
  const [error, setError] = useState<string | undefined>();
  const [candidates, setCandidates] = useState<readonly string[]>([]);
  const [checking, setChecking] = useState(false);
  const choose = (next: string) => {
    setDraft(next);
    setCandidates([]);
    setEditing(false);
    if (next !== props.address) props.onChange(next);
  };
  const save = async () => {
    const next = draft.trim();
    if (next.length < 5) return setError("Please provide a complete address");
    setError(undefined);
    setCandidates([]);
    if (next === props.address) return choose(next);
    setChecking(true);
    try {
      // network-only: the places the server knows change as users save addresses.
      const data = await fetchQuery<DeliveryAddressCardGeocodeQuery>(
        environment,
        geocodeQuery,
        { address: next },
        { fetchPolicy: "network-only" },
      ).toPromise();
      const result = data?.geocode;
      if (result?.__typename === "GeocodedPlace" && result.address) return choose(result.address);
      if (result?.__typename === "AmbiguousAddressError" && result.candidates)
        return setCandidates(result.candidates.map((c) => c.address));
      setError(
        result?.__typename === "NotFoundError"
          ? "We could not find that address. Please check the street and city."
          : (result?.message ?? "Please try again"),
      );
    } catch {
      setError("Please try again");
    } finally {
      setChecking(false);
    }
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
            {candidates.length > 0 && (
              <Stack gap="2" role="group" aria-label="Which one do you mean?" data-testid="address-candidates">
                <Text fontSize="sm">Which one do you mean?</Text>
                {candidates.map((candidate) => (
                  <Button
                    key={candidate}
                    size="sm"
                    variant="outline"
                    justifyContent="flex-start"
                    onClick={() => choose(candidate)}
                  >
                    <LuMapPin aria-hidden /> {candidate}
                  </Button>
                ))}
              </Stack>
            )}
            <HStack>
              <Button size="sm" loading={checking} onClick={() => void save()}>
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
