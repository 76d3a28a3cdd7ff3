// The admin dashboard's log of recent admin actions, with the reason of a rejection.
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Table } from "@chakra-ui/react/table";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import type { AdminAuditLog_query$key } from "../../__generated__/AdminAuditLog_query.graphql";

export function AdminAuditLog({ query }: { query: AdminAuditLog_query$key }) {
  const { auditLog } = useFragment(
    graphql`
      fragment AdminAuditLog_query on Query @argumentDefinitions(count: { type: "Int!" }) {
        auditLog(first: $count) {
          edges {
            node {
              id
              action
              details
              createdAt
              actor {
                username
              }
              subject {
                username
                email
              }
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <Stack gap="2" mt="8">
      <Heading as="h2" size="lg">
        Recent Admin Actions
      </Heading>
      {auditLog.edges.length === 0 ? (
        <Text color="fg.muted">No admin actions yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Who</Table.ColumnHeader>
                <Table.ColumnHeader>What</Table.ColumnHeader>
                <Table.ColumnHeader>On whom</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {auditLog.edges.map(({ node }) => (
                <Table.Row key={node.id}>
                  <Table.Cell>{new Date(node.createdAt).toLocaleString()}</Table.Cell>
                  <Table.Cell>{node.actor?.username ?? "—"}</Table.Cell>
                  <Table.Cell>
                    {node.action}
                    {reasonOf(node.details) && <Text color="fg.muted">Reason: {reasonOf(node.details)}</Text>}
                  </Table.Cell>
                  <Table.Cell>
                    {node.subject ? `${node.subject.username} (${node.subject.email})` : "removed user"}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function reasonOf(details: string | null | undefined): string | null {
  if (!details) return null;
  try {
    return (JSON.parse(details) as { rejectionReason?: string }).rejectionReason ?? null;
  } catch {
    return null;
  }
}
