// Order ahead at checkout: 'As soon as possible' or a 30-minute delivery slot of the kitchen, up to 7
// days ahead, in the kitchen's time zone. The slots and their room are the server's (deliverySlots);
// the chosen slot lives in the address (/checkout?scheduledFor=...), so the route's loader prices the
// cart for it and a closed kitchen's cart can still be ordered for a later slot.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { startTransition, useState } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import { useSearchParams } from "react-router";
import type { SlotPicker_kitchen$key } from "../../__generated__/SlotPicker_kitchen.graphql";
import type { SlotPickerRefetchQuery } from "../../__generated__/SlotPickerRefetchQuery.graphql";
import { useMenuUpdates } from "../catalog/useMenuUpdates";

/** The slot in the checkout's address, or null for as soon as possible. */
export function useScheduledFor(): [string | null, (slot: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (slot: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (slot) next.set("scheduledFor", slot);
        else next.delete("scheduledFor");
        return next;
      },
      { replace: true },
    );
  return [params.get("scheduledFor"), set];
}

/** "Fri, Nov 27" for a YYYY-MM-DD date, the kitchen's local date as it is. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );

export function SlotPicker({ kitchen, disabled }: { kitchen: SlotPicker_kitchen$key; disabled?: boolean }) {
  const [data, refetch] = useRefetchableFragment<SlotPickerRefetchQuery, SlotPicker_kitchen$key>(
    graphql`
      fragment SlotPicker_kitchen on User
      @refetchable(queryName: "SlotPickerRefetchQuery")
      @argumentDefinitions(date: { type: "String" }) {
        deliverySlots(date: $date) {
          date
          timeZone
          dates
          soldOut
          dayOff
          slots {
            start
            label
            available
            remaining
          }
        }
      }
    `,
    kitchen,
  );
  const [scheduledFor, setScheduledFor] = useScheduledFor();
  const [later, setLater] = useState(scheduledFor != null);
  const day = data.deliverySlots;
  // Portions change as others order: the shown date is read again when the menu says so.
  useMenuUpdates(null, () =>
    startTransition(() => void refetch({ date: day?.date ?? null }, { fetchPolicy: "network-only" })),
  );
  if (!day) return null;
  const open = day.slots.filter((s) => s.available);
  return (
    <Card.Root variant="outline" data-testid="slot-picker">
      <Card.Header>
        <Heading as="h2" size="md">
          Delivery time
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" role="group" aria-label="Delivery time">
            <Button
              size="sm"
              variant={later ? "outline" : "solid"}
              aria-pressed={!later}
              disabled={disabled}
              onClick={() => (setLater(false), setScheduledFor(null))}
            >
              As soon as possible
            </Button>
            <Button
              size="sm"
              variant={later ? "solid" : "outline"}
              aria-pressed={later}
              disabled={disabled}
              onClick={() => setLater(true)}
            >
              Schedule for later
            </Button>
          </HStack>
          {later && (
            <>
              <NativeSelect.Root size="sm" maxW="xs" disabled={disabled}>
                <NativeSelect.Field
                  aria-label="Delivery day"
                  value={day.date}
                  onChange={(e) =>
                    startTransition(() => void refetch({ date: e.target.value }, { fetchPolicy: "network-only" }))
                  }
                >
                  {day.dates.map((d) => (
                    <option key={d} value={d}>
                      {dayName(d)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {day.soldOut && (
                <Text color="fg.error" fontSize="sm" fontWeight="semibold" data-testid="slot-sold-out">
                  Sold out: {day.soldOut}
                </Text>
              )}
              {day.dayOff && (
                <Text color="fg.error" fontSize="sm" fontWeight="semibold">
                  The kitchen is closed this day: {day.dayOff}
                </Text>
              )}
              {open.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  No delivery slots left on this day. Please choose another day.
                </Text>
              ) : (
                <HStack gap="2" wrap="wrap" role="group" aria-label="Delivery slot">
                  {open.map((slot) => {
                    const chosen =
                      scheduledFor != null && new Date(scheduledFor).getTime() === new Date(slot.start).getTime();
                    return (
                      <Button
                        key={slot.start}
                        size="xs"
                        variant={chosen ? "solid" : "outline"}
                        aria-pressed={chosen}
                        disabled={disabled}
                        title={`${slot.remaining} left`}
                        onClick={() => setScheduledFor(slot.start)}
                      >
                        {slot.label.replace(/^\w+ /, "")}
                      </Button>
                    );
                  })}
                </HStack>
              )}
              <Text color="fg.muted" fontSize="xs">
                Times in the kitchen's time zone ({day.timeZone}).
              </Text>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
