// A titled section of a statement page (the privacy policy, the accessibility statement).
import { Box } from "@chakra-ui/react/box";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import type { ReactNode } from "react";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      <Stack gap="2" color="fg.muted">
        {children}
      </Stack>
    </Box>
  );
}
