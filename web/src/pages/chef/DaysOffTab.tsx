// The cook's days off: close the kitchen for a date with a reason (its scheduled orders are cancelled,
// refunded and their customers told), and open a date again.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { DaysOffTab_cook$key } from "../../__generated__/DaysOffTab_cook.graphql";
import { FormField } from "../../components/form";
import { useAddDayOff, useRemoveDayOff } from "./useDayOff";

export function DaysOffTab({ cook: key }: { cook: DaysOffTab_cook$key }) {
  const cook = useFragment(
    graphql`
      fragment DaysOffTab_cook on User {
        daysOff {
          date
          dateLabel
          reason
        }
      }
    `,
    key,
  );
  const [add, isSaving] = useAddDayOff();
  const [remove, isRemoving] = useRemoveDayOff();
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  return (
    <Stack gap="4">
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h2" size="md">
            Take a day off
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            No delivery slot of that day is offered. Orders already scheduled for it are cancelled and refunded at once,
            and each customer is told your reason.
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="3" maxW="md">
            <FormField label="Date" required>
              <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </FormField>
            <FormField label="Reason" required>
              <Input placeholder="Family holiday" value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            <Button
              alignSelf="start"
              loading={isSaving}
              onClick={() =>
                window.confirm(`Close your kitchen on ${date}? Scheduled orders of that day will be cancelled.`) &&
                add({ date, reason }, () => (setDate(""), setReason("")))
              }
            >
              Close kitchen that day
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="2" aria-label="Days off">
        {cook.daysOff.length === 0 ? (
          <Text color="fg.muted">No days off planned.</Text>
        ) : (
          cook.daysOff.map((d) => (
            <HStack key={d.date} justify="space-between" borderWidth="1px" borderRadius="l2" p="3">
              <Text>
                <b>{d.dateLabel}</b> · {d.reason}
              </Text>
              <Button size="sm" variant="outline" loading={isRemoving} onClick={() => remove(d.date)}>
                Open again
              </Button>
            </HStack>
          ))
        )}
      </Stack>
    </Stack>
  );
}
