// The checkout's delivery address: shown, changed in place (at least 5 characters), and the note
// when the server could not place it on the map. A new address is looked up first: one that could
// name several places (cities of the same name) offers them to choose from, and one that names no
// known place is refused here, as the server would refuse it at payment. The customer's own words
// are kept: a place found only by its ZIP code or city does not replace the street they typed.
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
        approximate
      }
      ... on AmbiguousAddressError {
        candidates {
          address
          approximate
        }
      }
    }
  }
`;

/**
 * The typed address with the public place the customer chose ("Austin, MN") in place of its last
 * part when that part names the same city ("4500 Duval St, Austin"), else added after it.
 */
export function withPlace(typed: string, place: string) {
  const parts = typed.split(",").map((part) => part.trim());
  const city = place.split(",")[0]!.trim().toLowerCase();
  if (parts.at(-1)!.toLowerCase() === city) parts.pop();
  return [...parts, place].join(", ");
}

export function DeliveryAddressCard(props: {
  address: string;
  distanceKnown: boolean;
  distanceApproximate: boolean;
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
      if (result?.__typename === "GeocodedPlace") return choose(result.approximate ? next : (result.address ?? next));
      if (result?.__typename === "AmbiguousAddressError" && result.candidates)
        return setCandidates(result.candidates.map((c) => (c.approximate ? withPlace(next, c.address) : c.address)));
      setError(
        result?.__typename === "NotFoundError"
          ? 'We could not place that address. Please add its city and state or its ZIP code (for example "Austin, TX 78701").'
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
            {props.distanceApproximate && (
              <Text fontSize="sm" color="fg.muted">
                approximate distance: this address was placed at its ZIP code or city.
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
