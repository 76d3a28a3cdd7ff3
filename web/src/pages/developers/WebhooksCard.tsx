// The developer page's webhooks: register an endpoint (its secret shown once), and for each one its
// events, its state, its recent deliveries with a redeliver button, 'Send test event' and removal.
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Code } from "@chakra-ui/react/code";
import { Field } from "@chakra-ui/react/field";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { Wrap } from "@chakra-ui/react/wrap";
import { useState } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { WebhooksCardCreateMutation } from "../../__generated__/WebhooksCardCreateMutation.graphql";
import type { WebhooksCard_query$key } from "../../__generated__/WebhooksCard_query.graphql";
import type { WebhooksCardPaginationQuery } from "../../__generated__/WebhooksCardPaginationQuery.graphql";
import { CheckboxField } from "../../components/form";
import { useMutationResult } from "../../relay/useMutationResult";
import { Endpoint, eventLabel } from "./WebhookEndpoint";

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
              ...WebhookEndpoint_endpoint @arguments(deliveries: $deliveries)
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
              ...WebhookEndpoint_endpoint
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
