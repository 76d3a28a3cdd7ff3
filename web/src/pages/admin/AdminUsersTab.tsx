// The dashboard's Users tab: every user, paged and searchable, with Pause/Activate, Reset Password
// and Delete for non-admins (companion spec §2, §5 confirmation prompts, §8 toasts).
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Flex } from "@chakra-ui/react/flex";
import { Input } from "@chakra-ui/react/input";
import { InputGroup } from "@chakra-ui/react/input-group";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useRef, useState, useTransition } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import { LuKeyRound, LuPause, LuPlay, LuSearch, LuTrash2 } from "react-icons/lu";
import type { AdminUsersTabDeleteMutation } from "../../__generated__/AdminUsersTabDeleteMutation.graphql";
import type { AdminUsersTabPauseMutation } from "../../__generated__/AdminUsersTabPauseMutation.graphql";
import type { AdminUsersTabResetMutation } from "../../__generated__/AdminUsersTabResetMutation.graphql";
import type { AdminUsersTabPaginationQuery } from "../../__generated__/AdminUsersTabPaginationQuery.graphql";
import type { AdminUsersTab_query$key } from "../../__generated__/AdminUsersTab_query.graphql";
import type { AdminUsersTab_user$key } from "../../__generated__/AdminUsersTab_user.graphql";
import { LoadMore } from "../../components/LoadMore";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ConfirmDialog } from "./ConfirmDialog";

const PAGE = 20;

export function AdminUsersTab({ query }: { query: AdminUsersTab_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    AdminUsersTabPaginationQuery,
    AdminUsersTab_query$key
  >(
    graphql`
      fragment AdminUsersTab_query on Query
      @refetchable(queryName: "AdminUsersTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
      ) {
        users(first: $count, after: $cursor, search: $search) @connection(key: "AdminUsersTab_users") {
          __id
          totalCount
          edges {
            node {
              id
              ...AdminUsersTab_user
            }
          }
        }
      }
    `,
    query,
  );
  const [search, setSearch] = useState("");
  const [isSearching, startSearch] = useTransition();
  const searched = useRef("");
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = wanted;
      startSearch(() => {
        refetch({ search: wanted || null }, { fetchPolicy: "network-only" });
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, refetch]);

  const users = data.users;
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <InputGroup startElement={<LuSearch />} maxW="md">
          <Input
            placeholder="Search by name or email"
            aria-label="Search users"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </InputGroup>
        <Text color="fg.muted" fontSize="sm">
          {isSearching ? "Searching..." : `${users.totalCount} ${users.totalCount === 1 ? "user" : "users"}`}
        </Text>
      </Flex>
      {users.edges.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          No users found
        </Text>
      ) : (
        users.edges.map(({ node }) => <UserRow key={node.id} user={node} connectionId={users.__id} />)
      )}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={PAGE} />
    </Stack>
  );
}

function UserRow({ user: key, connectionId }: { user: AdminUsersTab_user$key; connectionId: string }) {
  const user = useFragment(
    graphql`
      fragment AdminUsersTab_user on User {
        id
        databaseId
        username
        email
        phone
        role
        isPaused
      }
    `,
    key,
  );
  const [confirm, setConfirm] = useState<"reset" | "delete" | null>(null);

  const [setPaused, isPausing] = useMutationResult<AdminUsersTabPauseMutation>(
    graphql`
      mutation AdminUsersTabPauseMutation($input: SetUserPausedInput!) {
        result: setUserPaused(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on UserStatusPayload {
            user {
              id
              isPaused
            }
            stats {
              ...AdminOverview_stats
            }
          }
        }
      }
    `,
    "UserStatusPayload",
  );
  const [sendReset, isSending] = useMutationResult<AdminUsersTabResetMutation>(
    graphql`
      mutation AdminUsersTabResetMutation($input: SendUserPasswordResetInput!) {
        result: sendUserPasswordReset(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on SendUserPasswordResetPayload {
            message
          }
        }
      }
    `,
    "SendUserPasswordResetPayload",
  );
  const [deleteUser, isDeleting] = useMutationResult<AdminUsersTabDeleteMutation>(
    graphql`
      mutation AdminUsersTabDeleteMutation($input: DeleteUserInput!, $connections: [ID!]!) {
        result: deleteUser(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DeleteUserPayload {
            deletedUserId @deleteEdge(connections: $connections)
            stats {
              ...AdminOverview_stats
            }
          }
        }
      }
    `,
    "DeleteUserPayload",
  );

  const isAdmin = user.role === "ADMIN";
  return (
    <Card.Root size="sm" data-testid={`user-${user.databaseId}`}>
      <Card.Body>
        <Flex gap="3" align={{ base: "start", md: "center" }} direction={{ base: "column", md: "row" }}>
          <Stack gap="0.5" flex="1" minW="0">
            <HStack wrap="wrap">
              <Text fontWeight="semibold">{user.username}</Text>
              <Badge colorPalette={isAdmin ? "purple" : "gray"} textTransform="capitalize">
                {user.role.toLowerCase()}
              </Badge>
              {user.isPaused && <Badge colorPalette="red">Paused</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted" truncate>
              {user.email}
              {user.phone && ` · ${user.phone}`}
            </Text>
            <Text fontSize="xs" color="fg.subtle">
              ID: {user.databaseId}
            </Text>
          </Stack>
          {!isAdmin && (
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                loading={isPausing}
                onClick={() =>
                  setPaused({
                    variables: { input: { userId: user.id, paused: !user.isPaused } },
                    failure: { title: "Error", fallback: "Failed to update user status." },
                    onSuccess: () => notify({ type: "success", title: "User status updated successfully" }),
                  })
                }
              >
                {user.isPaused ? <LuPlay /> : <LuPause />} {user.isPaused ? "Activate" : "Pause"}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirm("reset")}>
                <LuKeyRound /> Reset Password
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm("delete")}>
                <LuTrash2 /> Delete
              </Button>
            </HStack>
          )}
        </Flex>
      </Card.Body>
      <ConfirmDialog
        open={confirm === "reset"}
        onClose={() => setConfirm(null)}
        title="Send password reset email?"
        confirmLabel="Send Reset Email"
        loading={isSending}
        onConfirm={() =>
          sendReset({
            variables: { input: { userId: user.id } },
            failure: { title: "Error", fallback: "Failed to send password reset email." },
            onSuccess: () => {
              setConfirm(null);
              notify({
                type: "success",
                title: "Password Reset Sent",
                description: "Password reset email has been sent to the user.",
              });
            },
          })
        }
      >
        <Text>
          Send a password reset email to {user.username} ({user.email})?
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "delete"}
        onClose={() => setConfirm(null)}
        title="Delete user?"
        confirmLabel="Delete User"
        destructive
        loading={isDeleting}
        onConfirm={() =>
          deleteUser({
            variables: { input: { userId: user.id }, connections: [connectionId] },
            failure: { title: "Error", fallback: "Failed to delete user." },
            onSuccess: () => notify({ type: "success", title: "User deleted successfully" }),
          })
        }
      >
        <Text>
          Are you sure you want to delete {user.username} ({user.email})? This action is permanent and cannot be undone.
        </Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
