// /developers: a cook's or an admin's integrations. API keys (shown once), webhook endpoints with
// their recent deliveries, redelivery and a test event, and the way into GraphiQL with a key.
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { DevelopersPageQuery } from "../../__generated__/DevelopersPageQuery.graphql";
import type { DevelopersPage_viewer$key } from "../../__generated__/DevelopersPage_viewer.graphql";
import { AccessDenied } from "../../components/AccessDenied";
import { PageSpinner } from "../../components/PageSpinner";
import { useViewerKey } from "../../components/session";
import { ApiKeysCard } from "./ApiKeysCard";
import { WebhooksCard } from "./WebhooksCard";

export const developersPageQuery = graphql`
  query DevelopersPageQuery($keys: Int!, $endpoints: Int!, $deliveries: Int!) @preloadable {
    ...ApiKeysCard_query @arguments(count: $keys)
    ...WebhooksCard_query @arguments(count: $endpoints, deliveries: $deliveries)
  }
`;

// Cooks and admins; another signed-in user is told so (the route loads nothing for them).
export default function DevelopersPage() {
  const viewer = useFragment<DevelopersPage_viewer$key>(
    graphql`
      fragment DevelopersPage_viewer on User {
        role
      }
    `,
    useViewerKey(),
  );
  const queryRef = useLoaderData<PreloadedQuery<DevelopersPageQuery> | null>();
  if (viewer?.role !== "COOK" && viewer?.role !== "ADMIN")
    return <AccessDenied message="The developer tools are for cooks and admins." />;
  // No reference: the loader guessed another role, and the Layout is running it again.
  return queryRef ? <Developers queryRef={queryRef} /> : <PageSpinner />;
}

function Developers({ queryRef }: { queryRef: PreloadedQuery<DevelopersPageQuery> }) {
  const query = usePreloadedQuery<DevelopersPageQuery>(developersPageQuery, queryRef);
  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            Developers
          </Heading>
          <Text color="fg.muted">
            Connect your point-of-sale or accounting tools: API keys act as you within their scopes, and webhooks push
            your events to your server. The{" "}
            <Link href="/graphql" target="_blank" colorPalette="brand">
              GraphQL explorer (GraphiQL)
            </Link>{" "}
            runs queries with a key sent in its Headers tab.
          </Text>
        </Stack>
        <ApiKeysCard query={query} />
        <WebhooksCard query={query} />
      </Stack>
    </Container>
  );
}
