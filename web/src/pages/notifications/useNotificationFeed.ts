// The signed-in user's live notifications: each new one raises the bell's count and, when
// /notifications has its list loaded, joins the top of it. Mounted once, in the header.
import { useMemo } from "react";
import { ConnectionHandler, graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useNotificationFeedSubscription } from "../../__generated__/useNotificationFeedSubscription.graphql";

/** The connection of /notifications' list (NotificationsPage_list). */
export const notificationsConnectionId = () => ConnectionHandler.getConnectionID("client:root", "NotificationsPage_notifications");

export function useNotificationFeed(viewerId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<useNotificationFeedSubscription>>(
    () => ({
      subscription: graphql`
        subscription useNotificationFeedSubscription($connections: [ID!]!) {
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
  useSubscription<useNotificationFeedSubscription>(config);
}
