// 'Install HomePlate': offered on the tracking page of the customer's own order, so only after they
// ordered; the browser's install dialog on a tap, Safari's steps where there is no such dialog, and
// never again after 'Not now'.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { dismissInstall, install, useInstallOffer } from "./install";

export function InstallCard() {
  const offer = useInstallOffer();
  if (!offer) return null;
  return (
    <Card.Root variant="subtle" data-testid="install-card">
      <Card.Body gap="2">
        <Heading as="h2" size="md">
          Install HomePlate
        </Heading>
        <Text fontSize="sm">
          {offer === "prompt"
            ? "Add HomePlate to your home screen: open it like an app, follow your orders and get their notifications."
            : "On iPhone and iPad: tap Share, then 'Add to Home Screen'. Notifications then reach you from the installed app."}
        </Text>
        <HStack>
          {offer === "prompt" && (
            <Button size="sm" onClick={() => void install()}>
              Install
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={dismissInstall}>
            Not now
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
