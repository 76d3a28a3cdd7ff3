// The tracking panel's quick actions (customer spec §2): 'View on Map' opens external directions to
// the delivery address; 'Share Tracking' asks the server for a read-only link anyone can open (no
// address, phone or price; it expires an hour after delivery) and offers it through the native share
// sheet, otherwise copies it and toasts 'Link Copied'. 'Stop Sharing' revokes every link at once.
import { Button } from "@chakra-ui/react/button";
import { HStack } from "@chakra-ui/react/stack";
import { useState } from "react";
import { LuLink2Off, LuMap, LuShare2 } from "react-icons/lu";
import { graphql } from "react-relay/hooks";
import type { ShareActionsRevokeMutation } from "../../__generated__/ShareActionsRevokeMutation.graphql";
import type { ShareActionsShareMutation } from "../../__generated__/ShareActionsShareMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { directionsUrl } from "./tracking";

function useShareTracking() {
  return useMutationResult<ShareActionsShareMutation>(
    graphql`
      mutation ShareActionsShareMutation($input: ShareOrderTrackingInput!) {
        result: shareOrderTracking(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ShareOrderTrackingPayload {
            url
            expiresAt
          }
        }
      }
    `,
    "ShareOrderTrackingPayload",
  );
}

function useRevokeTracking() {
  return useMutationResult<ShareActionsRevokeMutation>(
    graphql`
      mutation ShareActionsRevokeMutation($input: RevokeOrderTrackingInput!) {
        result: revokeOrderTracking(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RevokeOrderTrackingPayload {
            revokedCount
          }
        }
      }
    `,
    "RevokeOrderTrackingPayload",
  );
}

async function offer(url: string, orderNumber: number) {
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
}

/** `orderId` is the order's global id as the server gave it; `orderNumber` names it in the share sheet. */
export function ShareActions({
  address,
  orderId,
  orderNumber,
}: {
  address: string;
  orderId: string;
  orderNumber: number;
}) {
  const [share, sharing] = useShareTracking();
  const [revoke, revoking] = useRevokeTracking();
  const [sharedUrl, setSharedUrl] = useState<string | null>(null);
  const onShare = () =>
    share({
      variables: { input: { orderId } },
      failure: { title: "Share Failed", fallback: "Could not make a tracking link. Please try again." },
      onSuccess: ({ url }) => {
        setSharedUrl(url);
        void offer(url, orderNumber);
      },
    });
  const onStop = () =>
    revoke({
      variables: { input: { orderId } },
      failure: { title: "Error", fallback: "Could not stop sharing. Please try again." },
      onSuccess: () => {
        setSharedUrl(null);
        notify({
          type: "success",
          title: "Sharing Stopped",
          description: "Links you shared no longer open this order.",
        });
      },
    });
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild variant="outline" size="sm">
        <a href={directionsUrl(address)} target="_blank" rel="noreferrer">
          <LuMap /> View on Map
        </a>
      </Button>
      <Button variant="outline" size="sm" loading={sharing} onClick={onShare} data-shared-url={sharedUrl ?? undefined}>
        <LuShare2 /> Share Tracking
      </Button>
      {sharedUrl && (
        <Button variant="ghost" size="sm" loading={revoking} onClick={onStop}>
          <LuLink2Off /> Stop Sharing
        </Button>
      )}
    </HStack>
  );
}
