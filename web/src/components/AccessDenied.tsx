import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { VStack } from "@chakra-ui/react/stack";
import type { ReactNode } from "react";
import { LuShieldAlert } from "react-icons/lu";

/** 'Access Denied' with the area's own explanation (the companion spec words one per area). */
export function AccessDenied({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <VStack minH="50vh" justify="center" gap="3" px="6" textAlign="center">
      <Box color="red.500" fontSize="5xl" aria-hidden>
        <LuShieldAlert />
      </Box>
      <Heading as="h1" size="2xl">
        Access Denied
      </Heading>
      <Text color="fg.muted">{message}</Text>
      {children}
    </VStack>
  );
}
