// Application review (companion spec §2 Application review, §4-5): chef and driver tabs with their
// pending counts, one card per application with every field, Approve, and Reject with a reason.
import { Badge } from "@chakra-ui/react/badge";
import { Tabs } from "@chakra-ui/react/tabs";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { ApplicationReviewPageQuery } from "../../__generated__/ApplicationReviewPageQuery.graphql";
import { AdminOnly } from "./AdminOnly";
import { AdminSubpage } from "./AdminSubpage";
import { ChefApplicationList } from "./ChefApplicationList";
import { DriverApplicationList } from "./DriverApplicationList";

export const applicationReviewPageQuery = graphql`
  query ApplicationReviewPageQuery($count: Int!) @preloadable {
    adminStats {
      chefApplications {
        pending
      }
      driverApplications {
        pending
      }
    }
    ...ChefApplicationList_query @arguments(count: $count)
    ...DriverApplicationList_query @arguments(count: $count)
  }
`;

export default function ApplicationReviewPage() {
  const ref = useLoaderData<PreloadedQuery<ApplicationReviewPageQuery>>();
  return (
    <AdminOnly>
      <Review queryRef={ref} />
    </AdminOnly>
  );
}

function Review({ queryRef }: { queryRef: PreloadedQuery<ApplicationReviewPageQuery> }) {
  const data = usePreloadedQuery<ApplicationReviewPageQuery>(applicationReviewPageQuery, queryRef);
  return (
    <AdminSubpage title="Manage Applications" maxW="5xl">
      <Tabs.Root defaultValue="chefs" variant="enclosed" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="chefs">
            Chef Applications <Badge colorPalette="orange">{data.adminStats.chefApplications.pending}</Badge>
          </Tabs.Trigger>
          <Tabs.Trigger value="drivers">
            Driver Applications <Badge colorPalette="orange">{data.adminStats.driverApplications.pending}</Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chefs">
          <ChefApplicationList query={data} />
        </Tabs.Content>
        <Tabs.Content value="drivers">
          <DriverApplicationList query={data} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminSubpage>
  );
}
