// /test-notifications: subscribe this browser to push, unsubscribe, and send a test push. Shows
// 'Not Supported' where the browser lacks service workers, the Push API or notifications.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useState } from "react";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay/hooks";
import type { TestNotificationsPageKeyQuery } from "../../__generated__/TestNotificationsPageKeyQuery.graphql";
import type { TestNotificationsPageSendMutation } from "../../__generated__/TestNotificationsPageSendMutation.graphql";
import type { TestNotificationsPageSubscribeMutation } from "../../__generated__/TestNotificationsPageSubscribeMutation.graphql";
import type { TestNotificationsPageUnsubscribeMutation } from "../../__generated__/TestNotificationsPageUnsubscribeMutation.graphql";
import { startServiceWorker } from "../../pwa/serviceWorker";
import { notify } from "../../toaster/toaster";

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The VAPID key (base64url) as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string) {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** A mutation as a promise of its `result`. */
function run<T>(commit: (config: any) => unknown, variables: object): Promise<T> {
  return new Promise((resolve, reject) =>
    commit({ variables, onCompleted: (r: { result: T }) => resolve(r.result), onError: reject }),
  );
}

export default function TestNotificationsPage() {
  const environment = useRelayEnvironment();
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [saveSubscription] = useMutation<TestNotificationsPageSubscribeMutation>(graphql`
    mutation TestNotificationsPageSubscribeMutation($input: SubscribePushInput!) {
      result: subscribePush(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [removeSubscription] = useMutation<TestNotificationsPageUnsubscribeMutation>(graphql`
    mutation TestNotificationsPageUnsubscribeMutation($input: UnsubscribePushInput!) {
      result: unsubscribePush(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [sendTest] = useMutation<TestNotificationsPageSendMutation>(graphql`
    mutation TestNotificationsPageSendMutation($input: SendTestPushInput!) {
      result: sendTestPush(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on SendTestPushPayload {
          sent
          removed
          failed
        }
      }
    }
  `);

  useEffect(() => {
    if (!supported()) return;
    startServiceWorker();
    navigator.serviceWorker.ready.then((reg) => reg.pushManager.getSubscription()).then(setSubscription, () => {});
  }, []);

  if (!supported())
    return (
      <Container maxW="2xl" py="10">
        <Heading as="h1" size="2xl" mb="4">
          Test Notifications
        </Heading>
        <Card.Root>
          <Card.Body>
            <Text fontWeight="semibold">Not Supported</Text>
            <Text color="fg.muted">This browser does not support push notifications.</Text>
          </Card.Body>
        </Card.Root>
      </Container>
    );

  async function subscribe() {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        notify({
          type: "error",
          title: "Permission Denied",
          description: "Allow notifications for this site to receive push notifications.",
        });
        return;
      }
      const key = await fetchQuery<TestNotificationsPageKeyQuery>(
        environment,
        graphql`
          query TestNotificationsPageKeyQuery {
            vapidPublicKey
          }
        `,
        {},
      ).toPromise();
      startServiceWorker();
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key!.vapidPublicKey),
      });
      const json = sub.toJSON();
      const result = await run<{ __typename: string; message?: string }>(saveSubscription, {
        input: { endpoint: sub.endpoint, p256dhKey: json.keys?.p256dh ?? "", authKey: json.keys?.auth ?? "" },
      });
      if (result.__typename !== "PushSubscriptionPayload") throw new Error(result.message);
      setSubscription(sub);
      notify({ type: "success", title: "Subscribed", description: "This browser will receive push notifications." });
    } catch (error) {
      notify({
        type: "error",
        title: "Subscription Failed",
        description:
          error instanceof Error && error.message ? error.message : "Could not subscribe to push notifications.",
      });
    } finally {
      setBusy(false);
    }
  }

  async function unsubscribe() {
    if (!subscription) return;
    setBusy(true);
    try {
      const result = await run<{ __typename: string; message?: string }>(removeSubscription, {
        input: { endpoint: subscription.endpoint },
      });
      if (result.__typename !== "PushSubscriptionPayload") throw new Error(result.message);
      await subscription.unsubscribe();
      setSubscription(null);
      notify({ type: "success", title: "Unsubscribed", description: "Push notifications are off for this browser." });
    } catch (error) {
      notify({
        type: "error",
        title: "Error",
        description: error instanceof Error && error.message ? error.message : "Could not disable push notifications.",
      });
    } finally {
      setBusy(false);
    }
  }

  async function test() {
    setBusy(true);
    try {
      const result = await run<{ __typename: string; message?: string; sent?: number }>(sendTest, {
        input: { title: "HomePlate test", message: "Push notifications work on this device." },
      });
      if (result.__typename !== "SendTestPushPayload" || !result.sent)
        throw new Error(result.message ?? "No subscription accepted the push.");
      notify({ type: "success", title: "Test Sent", description: "A test notification is on its way." });
    } catch (error) {
      notify({
        type: "error",
        title: "Test Failed",
        description: error instanceof Error && error.message ? error.message : "Could not send a test notification.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container maxW="2xl" py="10">
      <Heading as="h1" size="2xl" mb="4">
        Test Notifications
      </Heading>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <HStack>
              <Text fontWeight="medium">Push status:</Text>
              <Badge colorPalette={subscription ? "green" : "gray"}>
                {subscription ? "Subscribed" : "Not subscribed"}
              </Badge>
            </HStack>
            <HStack gap="3" wrap="wrap">
              {subscription ? (
                <Button variant="outline" loading={busy} onClick={unsubscribe}>
                  Unsubscribe
                </Button>
              ) : (
                <Button loading={busy} onClick={subscribe}>
                  Subscribe
                </Button>
              )}
              <Button variant="outline" disabled={!subscription || busy} onClick={test}>
                Send test notification
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
