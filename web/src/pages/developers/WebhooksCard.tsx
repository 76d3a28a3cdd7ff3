// The developer page's webhooks: register an endpoint (its secret shown once), and for each one its
// events, its state, its recent deliveries with a redeliver button, 'Send test event' and removal.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Code } from "@chakra-ui/react/code";
import { Field } from "@chakra-ui/react/field";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Table } from "@chakra-ui/react/table";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { Wrap } from "@chakra-ui/react/wrap";
import { useState } from "react";
import { graphql, usePaginationFragment, useRefetchableFragment } from "react-relay/hooks";
import type { WebhooksCardCreateMutation } from "../../__generated__/WebhooksCardCreateMutation.graphql";
import type { WebhooksCardDeleteMutation } from "../../__generated__/WebhooksCardDeleteMutation.graphql";
import type { WebhooksCardRedeliverMutation } from "../../__generated__/WebhooksCardRedeliverMutation.graphql";
import type { WebhooksCardTestMutation } from "../../__generated__/WebhooksCardTestMutation.graphql";
import type { WebhooksCard_endpoint$key } from "../../__generated__/WebhooksCard_endpoint.graphql";
import type { WebhooksCard_query$key } from "../../__generated__/WebhooksCard_query.graphql";
import type { WebhooksCardPaginationQuery } from "../../__generated__/WebhooksCardPaginationQuery.graphql";
import type { WebhooksCardEndpointRefetchQuery } from "../../__generated__/WebhooksCardEndpointRefetchQuery.graphql";
import { CheckboxField } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

type EventType =
  "ORDER_PAID" | "ORDER_STATUS_CHANGED" | "ORDER_DELIVERED" | "ORDER_CANCELLED" | "REVIEW_CREATED" | "MENU_CHANGED";
const EVENTS: EventType[] = [
  "ORDER_PAID",
  "ORDER_STATUS_CHANGED",
  "ORDER_DELIVERED",
  "ORDER_CANCELLED",
  "REVIEW_CREATED",
  "MENU_CHANGED",
];
/** `ORDER_STATUS_CHANGED` as receivers see it: `order.status_changed`. */
const eventLabel = (event: string) => event.toLowerCase().replace("_", ".");

export function WebhooksCard({ query }: { query: WebhooksCard_query$key }) {
  const { data } = usePaginationFragment<WebhooksCardPaginationQuery, WebhooksCard_query$key>(
    graphql`
      fragment WebhooksCard_query on Query
      @refetchable(queryName: "WebhooksCardPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        deliveries: { type: "Int", defaultValue: 10 }
      ) {
        webhookEndpoints(first: $count, after: $cursor) @connection(key: "WebhooksCard_webhookEndpoints") {
          __id
          edges {
            node {
              id
              ...WebhooksCard_endpoint @arguments(deliveries: $deliveries)
            }
          }
        }
      }
    `,
    query,
  );
  const endpoints = data.webhookEndpoints.edges.map((e) => e.node);
  return (
    <Card.Root borderRadius="2xl">
      <Card.Header>
        <Heading as="h2" size="lg">
          Webhooks
        </Heading>
        <Text color="fg.muted">
          Events are POSTed to your URL, signed by the Standard Webhooks scheme, and retried for 24 hours until it
          answers 2xx.
        </Text>
      </Card.Header>
      <Card.Body gap="5">
        <NewEndpointForm connectionId={data.webhookEndpoints.__id} />
        {endpoints.length === 0 ? (
          <Text color="fg.muted">No webhook endpoints yet.</Text>
        ) : (
          endpoints.map((endpoint) => (
            <Endpoint key={endpoint.id} endpoint={endpoint} connectionId={data.webhookEndpoints.__id} />
          ))
        )}
      </Card.Body>
    </Card.Root>
  );
}

function NewEndpointForm({ connectionId }: { connectionId: string }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<EventType[]>(["ORDER_PAID", "ORDER_STATUS_CHANGED"]);
  const [query, setQuery] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const [create, isCreating] = useMutationResult<WebhooksCardCreateMutation>(
    graphql`
      mutation WebhooksCardCreateMutation($input: CreateWebhookEndpointInput!, $connections: [ID!]!) {
        result: createWebhookEndpoint(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on CreateWebhookEndpointPayload {
            secret
            endpoint @prependNode(connections: $connections, edgeTypeName: "QueryWebhookEndpointsConnectionEdge") {
              id
              ...WebhooksCard_endpoint
            }
          }
        }
      }
    `,
    "CreateWebhookEndpointPayload",
  );
  const submit = () =>
    create({
      variables: {
        input: { url: url.trim(), events, query: query.trim() || null },
        connections: [connectionId],
      },
      failure: {
        title: "Error",
        fallback: "Failed to add the webhook. Please try again.",
      },
      onSuccess: (payload) => {
        setSecret(payload.secret);
        setUrl("");
        setQuery("");
      },
    });
  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), submit())}>
      <Field.Root>
        <Field.Label>Endpoint URL</Field.Label>
        <Input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://pos.example.com/homeplate"
        />
      </Field.Root>
      <Box>
        <Text fontWeight="medium" mb="2">
          Events
        </Text>
        <Wrap gap="4">
          {EVENTS.map((event) => (
            <CheckboxField
              key={event}
              checked={events.includes(event)}
              onChange={(on) => setEvents((e) => (on ? [...e, event] : e.filter((x) => x !== event)))}
            >
              {eventLabel(event)}
            </CheckboxField>
          ))}
        </Wrap>
      </Box>
      <Field.Root>
        <Field.Label>Payload query (optional)</Field.Label>
        <Textarea
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          fontFamily="mono"
          fontSize="sm"
          placeholder="subscription($orderId: ID!) { orderStatusChanged(orderId: $orderId) { databaseId status } }"
        />
        <Field.HelperText>
          A GraphQL document run with your rights for each event; its result becomes the payload's data.
        </Field.HelperText>
      </Field.Root>
      <Button type="submit" alignSelf="start" loading={isCreating} disabled={!url.trim() || events.length === 0}>
        Add webhook
      </Button>
      {secret && (
        <Stack gap="1" p="4" borderRadius="lg" bg="green.subtle" data-testid="new-webhook-secret">
          <Text fontWeight="semibold">Your signing secret, shown this once:</Text>
          <Code wordBreak="break-all">{secret}</Code>
        </Stack>
      )}
    </Stack>
  );
}

function Endpoint({ endpoint: ref, connectionId }: { endpoint: WebhooksCard_endpoint$key; connectionId: string }) {
  const [endpoint, refetch] = useRefetchableFragment<WebhooksCardEndpointRefetchQuery, WebhooksCard_endpoint$key>(
    graphql`
      fragment WebhooksCard_endpoint on WebhookEndpoint
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
  const [sendTest, isSending] = useMutationResult<WebhooksCardTestMutation>(
    graphql`
      mutation WebhooksCardTestMutation($input: SendTestWebhookEventInput!) {
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
  const [redeliver] = useMutationResult<WebhooksCardRedeliverMutation>(
    graphql`
      mutation WebhooksCardRedeliverMutation($input: RedeliverWebhookInput!) {
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
  const [remove, isRemoving] = useMutationResult<WebhooksCardDeleteMutation>(
    graphql`
      mutation WebhooksCardDeleteMutation($input: DeleteWebhookEndpointInput!, $connections: [ID!]!) {
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
