// The signed-in owner's promo codes (a cook's kitchen codes in the chef area, the platform's on the
// admin page): the form for a new one, then the codes, newest first.
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { PromoCodesList_query$key } from "../../__generated__/PromoCodesList_query.graphql";
import type { PromoCodesListPaginationQuery } from "../../__generated__/PromoCodesListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { PromoCodeForm } from "./PromoCodeForm";
import { PromoCodeRow } from "./PromoCodeRow";

export function PromoCodesList({ query, who }: { query: PromoCodesList_query$key; who: "kitchen" | "platform" }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    PromoCodesListPaginationQuery,
    PromoCodesList_query$key
  >(
    graphql`
      fragment PromoCodesList_query on Query
      @refetchable(queryName: "PromoCodesListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        myPromoCodes(first: $count, after: $cursor) @connection(key: "PromoCodesList_myPromoCodes") {
          __id
          edges {
            node {
              id
              ...PromoCodeRow_code
            }
          }
        }
      }
    `,
    query,
  );
  const connectionId = data.myPromoCodes.__id;
  return (
    <Stack gap="4">
      <PromoCodeForm connectionId={connectionId} who={who} />
      {data.myPromoCodes.edges.length === 0 && <Text color="fg.muted">No promo codes yet.</Text>}
      {data.myPromoCodes.edges.map(({ node }) => (
        <PromoCodeRow key={node.id} code={node} connectionId={connectionId} />
      ))}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={20} />
    </Stack>
  );
}
