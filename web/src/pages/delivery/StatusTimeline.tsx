// The tracking page's status timeline with the customer spec's labels.
import { Box } from "@chakra-ui/react/box";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { LuCheck } from "react-icons/lu";
import { statusKey, statusLabels, timeline } from "./tracking";

export function StatusTimeline({ status, times }: { status: string; times?: Partial<Record<string, string | null>> }) {
  const key = statusKey(status);
  if (key === "cancelled")
    return (
      <Text color="red.fg" fontWeight="semibold">
        {statusLabels.cancelled}
      </Text>
    );
  const current = timeline.indexOf(key as (typeof timeline)[number]);
  return (
    <Stack as="ol" gap="0" aria-label="Order progress">
      {timeline.map((step, index) => {
        const done = index <= current;
        const time = times?.[step];
        return (
          <HStack as="li" key={step} gap="3" align="stretch" aria-current={index === current ? "step" : undefined}>
            <Stack align="center" gap="0">
              <Box
                w="6"
                h="6"
                borderRadius="full"
                display="flex"
                alignItems="center"
                justifyContent="center"
                bg={done ? "green.solid" : "bg.muted"}
                color={done ? "white" : "fg.muted"}
                borderWidth={index === current ? "3px" : "0"}
                borderColor="green.muted"
                fontSize="xs"
              >
                {done ? <LuCheck /> : index + 1}
              </Box>
              {index < timeline.length - 1 && (
                <Box w="2px" flex="1" minH="4" bg={index < current ? "green.solid" : "border"} />
              )}
            </Stack>
            <HStack justify="space-between" flex="1" pb="3">
              <Text fontWeight={index === current ? "bold" : "normal"} color={done ? "fg" : "fg.muted"}>
                {statusLabels[step]}
              </Text>
              {time && done && (
                <Text fontSize="xs" color="fg.muted">
                  {new Date(time).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
                </Text>
              )}
            </HStack>
          </HStack>
        );
      })}
    </Stack>
  );
}
