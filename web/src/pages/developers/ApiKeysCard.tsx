// The developer page's API keys: the list (name, scopes, prefix, created, last used), a form that
// creates one and shows it once with the header GraphiQL needs, and revocation.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Code } from "@chakra-ui/react/code";
import { Field } from "@chakra-ui/react/field";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { Link } from "@chakra-ui/react/link";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Wrap } from "@chakra-ui/react/wrap";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import type { ApiKeysCardCreateMutation } from "../../__generated__/ApiKeysCardCreateMutation.graphql";
import type { ApiKeysCardRevokeMutation } from "../../__generated__/ApiKeysCardRevokeMutation.graphql";
import type { ApiKeysCard_key$key } from "../../__generated__/ApiKeysCard_key.graphql";
import type { ApiKeysCard_query$key } from "../../__generated__/ApiKeysCard_query.graphql";
import type { ApiKeysCardPaginationQuery } from "../../__generated__/ApiKeysCardPaginationQuery.graphql";
import { CheckboxField } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

type Scope =
  | "MENU_READ"
  | "MENU_WRITE"
  | "ORDERS_READ"
  | "ORDERS_WRITE"
  | "STORE_READ"
  | "STORE_WRITE"
  | "USERS_READ"
  | "APPLICATIONS_READ";
const COOK_SCOPES: Scope[] = ["MENU_READ", "MENU_WRITE", "ORDERS_READ", "ORDERS_WRITE", "STORE_READ", "STORE_WRITE"];
const ADMIN_SCOPES: Scope[] = [...COOK_SCOPES, "USERS_READ", "APPLICATIONS_READ"];
/** `MENU_READ` as REST and the docs spell it: `menu:read`. */
export const scopeLabel = (scope: string) => scope.toLowerCase().replace("_", ":");

export function ApiKeysCard({ query }: { query: ApiKeysCard_query$key }) {
  const { data } = usePaginationFragment<ApiKeysCardPaginationQuery, ApiKeysCard_query$key>(
    graphql`
      fragment ApiKeysCard_query on Query
      @refetchable(queryName: "ApiKeysCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        viewer {
          role
        }
        apiKeys(first: $count, after: $cursor) @connection(key: "ApiKeysCard_apiKeys") {
          __id
          edges {
            node {
              id
              ...ApiKeysCard_key
            }
          }
        }
      }
    `,
    query,
  );
  const keys = data.apiKeys.edges.map((e) => e.node);
  return (
    <Card.Root borderRadius="2xl">
      <Card.Header>
        <Heading as="h2" size="lg">
          API keys
        </Heading>
        <Text color="fg.muted">
          Send a key as <Code>Authorization: Bearer hp_…</Code> to /graphql or /api.
        </Text>
      </Card.Header>
      <Card.Body gap="5">
        <NewKeyForm connectionId={data.apiKeys.__id} admin={data.viewer?.role === "ADMIN"} />
        {keys.length === 0 ? (
          <Text color="fg.muted">No API keys yet.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {keys.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function NewKeyForm({ connectionId, admin }: { connectionId: string; admin: boolean }) {
  const available = admin ? ADMIN_SCOPES : COOK_SCOPES;
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<Scope[]>(["MENU_READ", "ORDERS_READ"]);
  const [created, setCreated] = useState<string | null>(null);
  const [create, isCreating] = useMutationResult<ApiKeysCardCreateMutation>(
    graphql`
      mutation ApiKeysCardCreateMutation($input: CreateApiKeyInput!, $connections: [ID!]!) {
        result: createApiKey(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on CreateApiKeyPayload {
            key
            apiKey @prependNode(connections: $connections, edgeTypeName: "QueryApiKeysConnectionEdge") {
              id
              ...ApiKeysCard_key
            }
          }
        }
      }
    `,
    "CreateApiKeyPayload",
  );
  const toggle = (scope: Scope, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  const submit = () =>
    create({
      variables: { input: { name: name.trim(), scopes }, connections: [connectionId] },
      failure: { title: "Error", fallback: "Failed to create the API key. Please try again." },
      onSuccess: (payload) => {
        setCreated(payload.key);
        setName("");
      },
    });
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    notify({ type: "success", title: "Copied", description: "The key is on your clipboard." });
  };
  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), submit())}>
      <Field.Root>
        <Field.Label>Key name</Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Point of sale" maxLength={80} />
      </Field.Root>
      <Box>
        <Text fontWeight="medium" mb="2">
          Scopes
        </Text>
        <Wrap gap="4">
          {available.map((scope) => (
            <CheckboxField key={scope} checked={scopes.includes(scope)} onChange={(on) => toggle(scope, on)}>
              {scopeLabel(scope)}
            </CheckboxField>
          ))}
        </Wrap>
      </Box>
      <Button type="submit" alignSelf="start" loading={isCreating} disabled={!name.trim() || scopes.length === 0}>
        Create API key
      </Button>
      {created && (
        <Stack gap="2" p="4" borderRadius="lg" bg="green.subtle" data-testid="new-api-key">
          <Text fontWeight="semibold">Copy your new key now: it will not be shown again.</Text>
          <HStack>
            <Code wordBreak="break-all">{created}</Code>
            <Button size="xs" variant="outline" onClick={() => copy(created)}>
              Copy
            </Button>
          </HStack>
          <Text fontSize="sm">
            To try it,{" "}
            <Link href="/graphql" target="_blank" colorPalette="brand">
              open GraphiQL
            </Link>{" "}
            and paste into its Headers tab:{" "}
            <Code wordBreak="break-all">{JSON.stringify({ Authorization: `Bearer ${created}` })}</Code>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

function ApiKeyRow({ apiKey: ref }: { apiKey: ApiKeysCard_key$key }) {
  const key = useFragment(
    graphql`
      fragment ApiKeysCard_key on ApiKey {
        id
        name
        scopes
        prefix
        createdAt
        lastUsedAt
      }
    `,
    ref,
  );
  const [revoke, isRevoking] = useMutationResult<ApiKeysCardRevokeMutation>(
    graphql`
      mutation ApiKeysCardRevokeMutation($input: RevokeApiKeyInput!) {
        result: revokeApiKey(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RevokeApiKeyPayload {
            revokedId @deleteRecord
          }
        }
      }
    `,
    "RevokeApiKeyPayload",
  );
  return (
    <HStack as="li" justify="space-between" align="flex-start" borderWidth="1px" borderRadius="lg" p="3" gap="4">
      <Stack gap="1">
        <HStack>
          <Text fontWeight="semibold">{key.name}</Text>
          <Code>{key.prefix}…</Code>
        </HStack>
        <Wrap gap="1">
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="subtle">
              {scopeLabel(scope)}
            </Badge>
          ))}
        </Wrap>
        <Text fontSize="sm" color="fg.muted">
          Created {new Date(key.createdAt).toLocaleDateString()} ·{" "}
          {key.lastUsedAt ? `last used ${new Date(key.lastUsedAt).toLocaleString()}` : "never used"}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        loading={isRevoking}
        onClick={() =>
          revoke({
            variables: { input: { id: key.id } },
            failure: { title: "Error", fallback: "Failed to revoke the key. Please try again." },
            onSuccess: () =>
              notify({ type: "success", title: "Key revoked", description: `${key.name} no longer works.` }),
          })
        }
      >
        Revoke
      </Button>
    </HStack>
  );
}
