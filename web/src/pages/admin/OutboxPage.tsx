// The mail outbox (/admin/outbox): every mail the platform sent, newest first, so a demo without
// SMTP can still follow a mailed link. The plain-text part is shown, with its web links clickable;
// the HTML part is never rendered as markup.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Card } from "@chakra-ui/react/card";
import { Link } from "@chakra-ui/react/link";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, useFragment, usePaginationFragment, usePreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { OutboxPageQuery } from "../../__generated__/OutboxPageQuery.graphql";
import type { OutboxPage_mail$key } from "../../__generated__/OutboxPage_mail.graphql";
import type { OutboxPage_query$key } from "../../__generated__/OutboxPage_query.graphql";
import type { OutboxPagePaginationQuery } from "../../__generated__/OutboxPagePaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { AdminOnly } from "./AdminOnly";
import { AdminSubpage } from "./AdminSubpage";

export const outboxPageQuery = graphql`
  query OutboxPageQuery($count: Int!) @preloadable {
    ...OutboxPage_query @arguments(count: $count)
  }
`;

export default function OutboxPage() {
  const ref = useLoaderData<PreloadedQuery<OutboxPageQuery>>();
  return (
    <AdminOnly>
      <Outbox queryRef={ref} />
    </AdminOnly>
  );
}

function Outbox({ queryRef }: { queryRef: PreloadedQuery<OutboxPageQuery> }) {
  const query = usePreloadedQuery<OutboxPageQuery>(outboxPageQuery, queryRef);
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    OutboxPagePaginationQuery,
    OutboxPage_query$key
  >(
    graphql`
      fragment OutboxPage_query on Query
      @refetchable(queryName: "OutboxPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        mailOutbox(first: $count, after: $cursor) @connection(key: "OutboxPage_mailOutbox") {
          edges {
            node {
              id
              ...OutboxPage_mail
            }
          }
        }
      }
    `,
    query as OutboxPage_query$key,
  );
  const edges = data.mailOutbox.edges;
  return (
    <AdminSubpage title="Mail Outbox" maxW="4xl">
      <Stack gap="4">
        {edges.length === 0 && <Text color="fg.muted">No mail has been sent yet.</Text>}
        {edges.map(({ node }) => (
          <Mail key={node.id} mail={node} />
        ))}
        <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={20} />
      </Stack>
    </AdminSubpage>
  );
}

function Mail({ mail: key }: { mail: OutboxPage_mail$key }) {
  const mail = useFragment(
    graphql`
      fragment OutboxPage_mail on MailMessage {
        to
        subject
        text
        createdAt
        sentAt
        error
      }
    `,
    key,
  );
  return (
    <Card.Root size="sm" data-testid="mail">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Card.Title>{mail.subject}</Card.Title>
          {mail.error ? (
            <Badge colorPalette="red">Not delivered</Badge>
          ) : mail.sentAt ? (
            <Badge colorPalette="green">Delivered</Badge>
          ) : (
            <Badge>Outbox only</Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          To {mail.to} · {new Date(mail.createdAt).toLocaleString()}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="sm" bg="bg.muted" p="3" borderRadius="md">
          <Linkified text={mail.text} />
        </Box>
        {mail.error && (
          <Text mt="2" fontSize="sm" color="red.fg">
            {mail.error}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The text with each http(s) address as a link; everything else stays text. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} href={part} color="brand.fg" wordBreak="break-all">
        {part}
      </Link>
    ) : (
      part
    ),
  );
}
