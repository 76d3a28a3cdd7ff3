// The chef area's Promo codes tab: the kitchen's own codes, loaded when the tab is chosen (or when the
// address opens it), so the other tabs' query stays within the server's cost limit.
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import type { ChefPromoCodesTabQuery } from "../../__generated__/ChefPromoCodesTabQuery.graphql";
import { PromoCodesList } from "./PromoCodesList";

export const chefPromoCodesTabQuery = graphql`
  query ChefPromoCodesTabQuery($count: Int!) @preloadable {
    ...PromoCodesList_query @arguments(count: $count)
  }
`;

export const chefPromoCodesTabVariables = { count: 20 };

export function ChefPromoCodesTab({ queryRef }: { queryRef: PreloadedQuery<ChefPromoCodesTabQuery> }) {
  const query = usePreloadedQuery<ChefPromoCodesTabQuery>(chefPromoCodesTabQuery, queryRef);
  return <PromoCodesList query={query} who="kitchen" />;
}
