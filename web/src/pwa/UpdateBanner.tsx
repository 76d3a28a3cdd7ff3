// 'A new version is ready': shown while a new service worker waits. It takes over only on the tap, so
// nothing is swapped under a form being filled.
import { Button } from "@chakra-ui/react/button";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { applyUpdate } from "./serviceWorker";

export default function UpdateBanner() {
  return (
    <HStack
      role="status"
      justify="center"
      gap="3"
      py="2"
      px="4"
      bg="brand.solid"
      color="brand.contrast"
      data-testid="update-banner"
    >
      <Text fontSize="sm">A new version is ready</Text>
      <Button size="xs" variant="surface" onClick={applyUpdate}>
        Reload
      </Button>
    </HStack>
  );
}
