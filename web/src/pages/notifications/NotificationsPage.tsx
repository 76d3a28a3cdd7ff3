// /notifications: the spec's six notification settings and the 5 latest notifications with
// mark-as-read, live (new ones arrive through the header's notificationAdded subscription).
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Switch } from "@chakra-ui/react/switch";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { NotificationsPageQuery } from "../../__generated__/NotificationsPageQuery.graphql";
import type { NotificationsPage_list$key } from "../../__generated__/NotificationsPage_list.graphql";
import type { NotificationsPage_notification$key } from "../../__generated__/NotificationsPage_notification.graphql";
import type { NotificationsPage_settings$key } from "../../__generated__/NotificationsPage_settings.graphql";
import type { NotificationsPageMarkAllMutation } from "../../__generated__/NotificationsPageMarkAllMutation.graphql";
import type { NotificationsPageMarkReadMutation } from "../../__generated__/NotificationsPageMarkReadMutation.graphql";
import type { NotificationsPageSettingsMutation } from "../../__generated__/NotificationsPageSettingsMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";
import { relativeTime } from "../../components/relativeTime";
import { SubstitutionPreference } from "./SubstitutionPreference";

export const notificationsPageQuery = graphql`
  query NotificationsPageQuery @preloadable {
    viewer {
      id
      unreadNotificationCount
      ...SubstitutionPreference_viewer
    }
    notificationSettings {
      ...NotificationsPage_settings
    }
    ...NotificationsPage_list
  }
`;

export default function NotificationsPage() {
  const data = usePreloadedQuery<NotificationsPageQuery>(
    notificationsPageQuery,
    useLoaderData<PreloadedQuery<NotificationsPageQuery>>(),
  );
  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      <HStack justify="space-between" mb="6" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Notifications
        </Heading>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/test-notifications">Test push notifications</RouterLink>
        </Button>
      </HStack>
      <Stack gap="8">
        <Settings settings={data.notificationSettings} />
        {data.viewer && <SubstitutionPreference viewer={data.viewer} />}
        <Latest query={data} unread={data.viewer?.unreadNotificationCount ?? 0} />
      </Stack>
    </Container>
  );
}

const TOGGLES = [
  ["pushNotifications", "Push notifications", "On this device, when you allow them."],
  ["emailNotifications", "Email notifications", "A mail for each notification."],
  ["smsNotifications", "SMS notifications", "Text messages to your phone."],
  ["orderStatusUpdates", "Order status updates", "Confirmed, being prepared, ready, declined."],
  ["deliveryUpdates", "Delivery updates", "Picked up, on the way, delivered."],
  ["promotionalNotifications", "Promotional notifications", "Specials and news from kitchens."],
] as const;

type Toggle = (typeof TOGGLES)[number][0];

function Settings({ settings: key }: { settings: NotificationsPage_settings$key }) {
  const settings = useFragment(
    graphql`
      fragment NotificationsPage_settings on NotificationSettings {
        pushNotifications
        emailNotifications
        smsNotifications
        orderStatusUpdates
        deliveryUpdates
        promotionalNotifications
      }
    `,
    key,
  );
  const [save] = useMutationResult<NotificationsPageSettingsMutation>(
    graphql`
      mutation NotificationsPageSettingsMutation($input: UpdateNotificationSettingsInput!) {
        result: updateNotificationSettings(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on UpdateNotificationSettingsPayload {
            settings {
              ...NotificationsPage_settings
            }
          }
        }
      }
    `,
    "UpdateNotificationSettingsPayload",
  );
  // Each switch shows its own field (TOGGLES names them); read one by one, so each is seen to be used.
  const checked: Record<Toggle, boolean> = {
    pushNotifications: settings.pushNotifications,
    emailNotifications: settings.emailNotifications,
    smsNotifications: settings.smsNotifications,
    orderStatusUpdates: settings.orderStatusUpdates,
    deliveryUpdates: settings.deliveryUpdates,
    promotionalNotifications: settings.promotionalNotifications,
  };
  const change = (name: Toggle, value: boolean) =>
    save({
      variables: { input: { [name]: value } },
      failure: { title: "Update Failed", fallback: "Could not save your settings." },
      onSuccess: () => {},
    });

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Notification Settings
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {TOGGLES.map(([name, label, hint]) => (
            <Switch.Root
              key={name}
              checked={checked[name]}
              onCheckedChange={(e) => change(name, e.checked)}
              justifyContent="space-between"
              w="full"
            >
              <Switch.Label>
                <Text fontWeight="medium">{label}</Text>
                <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                  {hint}
                </Text>
              </Switch.Label>
              <Switch.HiddenInput />
              <Switch.Control />
            </Switch.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Latest({ query, unread }: { query: NotificationsPage_list$key; unread: number }) {
  const data = useFragment(
    graphql`
      fragment NotificationsPage_list on Query {
        notifications(first: 5) @connection(key: "NotificationsPage_notifications") {
          edges {
            node {
              id
              ...NotificationsPage_notification
            }
          }
        }
      }
    `,
    query,
  );
  const [markAll, marking] = useMutationResult<NotificationsPageMarkAllMutation>(
    graphql`
      mutation NotificationsPageMarkAllMutation {
        result: markAllNotificationsRead {
          __typename
          ... on Error {
            message
          }
          ... on MarkAllNotificationsReadPayload {
            viewer {
              id
              unreadNotificationCount
            }
          }
        }
      }
    `,
    "MarkAllNotificationsReadPayload",
  );
  // The spec shows the 5 latest; new ones arrive at the top.
  const latest = data.notifications.edges.slice(0, 5);
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          Recent Notifications
        </Heading>
        {unread > 0 && (
          <Button
            size="sm"
            variant="ghost"
            loading={marking}
            onClick={() =>
              markAll({
                variables: {},
                failure: { title: "Error", fallback: "Could not mark your notifications read." },
                onSuccess: () => {},
              })
            }
          >
            Mark all as read
          </Button>
        )}
      </HStack>
      {latest.length === 0 ? (
        <Text color="fg.muted">No notifications yet.</Text>
      ) : (
        latest.map((edge) => <NotificationItem key={edge.node.id} notification={edge.node} />)
      )}
    </Stack>
  );
}

function NotificationItem({ notification: key }: { notification: NotificationsPage_notification$key }) {
  const n = useFragment(
    graphql`
      fragment NotificationsPage_notification on Notification {
        id
        title
        message
        url
        isRead
        sentAt
      }
    `,
    key,
  );
  const [markRead, marking] = useMutationResult<NotificationsPageMarkReadMutation>(
    graphql`
      mutation NotificationsPageMarkReadMutation($input: MarkNotificationReadInput!) {
        result: markNotificationRead(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on MarkNotificationReadPayload {
            notification {
              id
              isRead
            }
            viewer {
              id
              unreadNotificationCount
            }
          }
        }
      }
    `,
    "MarkNotificationReadPayload",
  );
  return (
    <Card.Root size="sm" variant={n.isRead ? "outline" : "elevated"} data-testid="notification">
      <Card.Body>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2">
              <RouterLink to={n.url}>
                <Text fontWeight="semibold">{n.title}</Text>
              </RouterLink>
              {!n.isRead && (
                <Badge colorPalette="orange" size="sm">
                  New
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm">{n.message}</Text>
            <Text fontSize="xs" color="fg.muted">
              {relativeTime(n.sentAt)}
            </Text>
          </Stack>
          {!n.isRead && (
            <Button
              size="xs"
              variant="outline"
              loading={marking}
              onClick={() =>
                markRead({
                  variables: { input: { notificationId: n.id } },
                  failure: { title: "Error", fallback: "Could not mark the notification read." },
                  onSuccess: () => {},
                })
              }
            >
              Mark as read
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
