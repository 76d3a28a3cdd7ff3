// The tracking panel's quick actions (customer spec §2): 'View on Map' opens external directions to
// the delivery address; 'Share Tracking' uses the native share sheet, otherwise copies the link and
// toasts 'Link Copied'.
import { Button } from "@chakra-ui/react/button";
import { HStack } from "@chakra-ui/react/stack";
import { LuMap, LuShare2 } from "react-icons/lu";
import { notify } from "../../components/toaster";
import { directionsUrl } from "./tracking";

export function ShareActions({ address, orderNumber }: { address: string; orderNumber: number }) {
  const share = async () => {
    const url = `${window.location.origin}/tracking?orderId=${orderNumber}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: `HomePlate order #${orderNumber}`, text: "Follow my HomePlate delivery", url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: "success", title: "Link Copied", description: "The tracking link is on your clipboard." });
    } catch {
      notify({ type: "info", title: "Share Tracking", description: url });
    }
  };
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild variant="outline" size="sm">
        <a href={directionsUrl(address)} target="_blank" rel="noreferrer">
          <LuMap /> View on Map
        </a>
      </Button>
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <LuShare2 /> Share Tracking
      </Button>
    </HStack>
  );
}
