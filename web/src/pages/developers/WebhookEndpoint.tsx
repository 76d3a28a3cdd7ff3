// One webhook endpoint on the developers page: its events, its deliveries, and what its owner may do with it.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Code } from "@chakra-ui/react/code";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Table } from "@chakra-ui/react/table";
import { Text } from "@chakra-ui/react/text";
import { Wrap } from "@chakra-ui/react/wrap";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { WebhookEndpointDeleteMutation } from "../../__generated__/WebhookEndpointDeleteMutation.graphql";
import type { WebhookEndpointRedeliverMutation } from "../../__generated__/WebhookEndpointRedeliverMutation.graphql";
import type { WebhookEndpointTestMutation } from "../../__generated__/WebhookEndpointTestMutation.graphql";
import type { WebhookEndpoint_endpoint$key } from "../../__generated__/WebhookEndpoint_endpoint.graphql";
import type { WebhooksCardEndpointRefetchQuery } from "../../__generated__/WebhooksCardEndpointRefetchQuery.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

/** An event type as integrators read it: ORDER_UPDATED is order.updated. */
export const eventLabel = (event: string) => event.toLowerCase().replace("_", ".");

export function Endpoint({
  endpoint: ref,
  connectionId,
}: {
  endpoint: WebhookEndpoint_endpoint$key;
  connectionId: string;
}) {
  const [endpoint, refetch] = useRefetchableFragment<WebhooksCardEndpointRefetchQuery, WebhookEndpoint_endpoint$key>(
    graphql`
      fragment WebhookEndpoint_endpoint on WebhookEndpoint
      @refetchable(queryName: "WebhooksCardEndpointRefetchQuery")
      @argumentDefinitions(deliveries: { type: "Int", defaultValue: 10 }) {
        id
        url
        events
        enabled
        failingSince
        deliveries(first: $deliveries) {
          edges {
            node {
              id
              webhookId
              event
              statusCode
              succeeded
              durationMs
              attemptedAt
              error
            }
          }
        }
      }
    `,
    ref,
  );
  const refresh = () => refetch({}, { fetchPolicy: "network-only" });
  const [sendTest, isSending] = useMutationResult<WebhookEndpointTestMutation>(
    graphql`
      mutation WebhookEndpointTestMutation($input: SendTestWebhookEventInput!) {
        result: sendTestWebhookEvent(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on SendTestWebhookEventPayload {
            webhookId
          }
        }
      }
    `,
    "SendTestWebhookEventPayload",
  );
  const [redeliver] = useMutationResult<WebhookEndpointRedeliverMutation>(
    graphql`
      mutation WebhookEndpointRedeliverMutation($input: RedeliverWebhookInput!) {
        result: redeliverWebhook(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RedeliverWebhookPayload {
            endpoint {
              id
              enabled
            }
          }
        }
      }
    `,
    "RedeliverWebhookPayload",
  );
  const [remove, isRemoving] = useMutationResult<WebhookEndpointDeleteMutation>(
    graphql`
      mutation WebhookEndpointDeleteMutation($input: DeleteWebhookEndpointInput!, $connections: [ID!]!) {
        result: deleteWebhookEndpoint(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DeleteWebhookEndpointPayload {
            endpointId @deleteEdge(connections: $connections)
          }
        }
      }
    `,
    "DeleteWebhookEndpointPayload",
  );
  // Deliveries happen in the background: look again shortly after queueing one.
  const refreshSoon = () => setTimeout(refresh, 1500);
  const deliveries = endpoint.deliveries.edges.map((e) => e.node);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4" data-testid="webhook-endpoint">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Stack gap="1">
          <Code wordBreak="break-all">{endpoint.url}</Code>
          <Wrap gap="1">
            {endpoint.events.map((event) => (
              <Badge key={event} variant="subtle">
                {eventLabel(event)}
              </Badge>
            ))}
            {!endpoint.enabled && <Badge colorPalette="red">Disabled</Badge>}
            {endpoint.enabled && endpoint.failingSince && <Badge colorPalette="orange">Failing</Badge>}
          </Wrap>
        </Stack>
        <HStack>
          <Button
            size="sm"
            loading={isSending}
            onClick={() =>
              sendTest({
                variables: { input: { id: endpoint.id } },
                failure: {
                  title: "Error",
                  fallback: "Failed to send the test event. Please try again.",
                },
                onSuccess: () => {
                  notify({
                    type: "success",
                    title: "Test event queued",
                    description: "It is on its way to your endpoint.",
                  });
                  refreshSoon();
                },
              })
            }
          >
            Send test event
          </Button>
          <Button size="sm" variant="outline" onClick={refresh}>
            Refresh
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={isRemoving}
            onClick={() =>
              remove({
                variables: {
                  input: { id: endpoint.id },
                  connections: [connectionId],
                },
                failure: {
                  title: "Error",
                  fallback: "Failed to remove the webhook. Please try again.",
                },
                onSuccess: () =>
                  notify({
                    type: "success",
                    title: "Webhook removed",
                    description: endpoint.url,
                  }),
              })
            }
          >
            Remove
          </Button>
        </HStack>
      </HStack>
      {deliveries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No deliveries yet.
        </Text>
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Event</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Duration</Table.ColumnHeader>
              <Table.ColumnHeader>Time</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deliveries.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell>{d.event}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={d.succeeded ? "green" : "red"} title={d.error ?? undefined}>
                    {d.statusCode ?? "no answer"}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{d.durationMs} ms</Table.Cell>
                <Table.Cell>{new Date(d.attemptedAt).toLocaleString()}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() =>
                      redeliver({
                        variables: { input: { deliveryId: d.id } },
                        failure: {
                          title: "Error",
                          fallback: "Failed to redeliver. Please try again.",
                        },
                        onSuccess: () => {
                          notify({
                            type: "success",
                            title: "Redelivery queued",
                            description: d.webhookId,
                          });
                          refreshSoon();
                        },
                      })
                    }
                  >
                    Redeliver
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
