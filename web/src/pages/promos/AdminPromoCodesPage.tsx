// The platform's promo codes (/admin/promo-codes): HomePlate pays their discounts; the dashboard shows
// the total. Kitchens make their own codes in the chef area.
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { AdminPromoCodesPageQuery } from "../../__generated__/AdminPromoCodesPageQuery.graphql";
import { AdminOnly } from "../admin/AdminOnly";
import { AdminSubpage } from "../admin/AdminSubpage";
import { PromoCodesList } from "./PromoCodesList";

export const adminPromoCodesPageQuery = graphql`
  query AdminPromoCodesPageQuery($count: Int!) @preloadable {
    ...PromoCodesList_query @arguments(count: $count)
  }
`;

export default function AdminPromoCodesPage() {
  const ref = useLoaderData<PreloadedQuery<AdminPromoCodesPageQuery>>();
  return (
    <AdminOnly>
      <PromoCodes queryRef={ref} />
    </AdminOnly>
  );
}

function PromoCodes({ queryRef }: { queryRef: PreloadedQuery<AdminPromoCodesPageQuery> }) {
  const query = usePreloadedQuery<AdminPromoCodesPageQuery>(adminPromoCodesPageQuery, queryRef);
  return (
    <AdminSubpage title="Promo codes" maxW="4xl">
      <PromoCodesList query={query} who="platform" />
    </AdminSubpage>
  );
}
