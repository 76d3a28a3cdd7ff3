// The header's notification bell and the signed-in user's live notifications: each new one raises
// the bell's count and, when /notifications has its list loaded, joins the top of it.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { IconButton } from "@chakra-ui/react/button";
import { Float } from "@chakra-ui/react/float";
import { useMemo } from "react";
import { LuBell } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import { ConnectionHandler, graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { NotificationBellSubscription } from "../__generated__/NotificationBellSubscription.graphql";

/** The connection of /notifications' list (NotificationsPage_list). */
export const notificationsConnectionId = () =>
  ConnectionHandler.getConnectionID("client:root", "NotificationsPage_notifications");

function useNotificationFeed(viewerId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<NotificationBellSubscription>>(
    () => ({
      subscription: graphql`
        subscription NotificationBellSubscription($connections: [ID!]!) {
          notificationAdded @prependNode(connections: $connections, edgeTypeName: "QueryNotificationsConnectionEdge") {
            id
            ...NotificationsPage_notification
          }
        }
      `,
      variables: { connections: [notificationsConnectionId()] },
      updater: (store) => {
        const viewer = store.get(viewerId);
        const count = viewer?.getValue("unreadNotificationCount");
        if (viewer && typeof count === "number") viewer.setValue(count + 1, "unreadNotificationCount");
      },
    }),
    [viewerId],
  );
  useSubscription<NotificationBellSubscription>(config);
}

/** The bell: the unread count, raised live by notificationAdded. */
export function NotificationBell({ viewerId, unread }: { viewerId: string; unread: number }) {
  useNotificationFeed(viewerId);
  return (
    <Box position="relative">
      <IconButton
        asChild
        variant="ghost"
        size={{ base: "sm", sm: "md" }}
        aria-label={unread > 0 ? `Notifications (${unread} unread)` : "Notifications"}
      >
        <RouterLink to="/notifications">
          <LuBell />
        </RouterLink>
      </IconButton>
      {unread > 0 && (
        <Float placement="top-end" offset="2">
          <Badge variant="solid" colorPalette="red" borderRadius="full" size="xs" data-testid="notification-count">
            {unread > 99 ? "99+" : unread}
          </Badge>
        </Float>
      )}
    </Box>
  );
}
