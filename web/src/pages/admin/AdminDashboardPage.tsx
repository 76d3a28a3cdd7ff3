// The admin dashboard (companion spec §2, /admin and /admin-dashboard): Overview, Users,
// Applications and Settings tabs, all from the server's admin-only fields.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { Tabs } from "@chakra-ui/react/tabs";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { LuArrowLeft, LuSettings, LuShieldCheck } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { AdminDashboardPageQuery } from "../../__generated__/AdminDashboardPageQuery.graphql";
import { AdminAuditLog } from "./AdminAuditLog";
import { AdminOnly } from "./AdminOnly";
import { AdminOverview } from "./AdminOverview";
import { AdminRecentApplications } from "./AdminRecentApplications";
import { AdminSettingsTab } from "./AdminSettingsTab";
import { AdminUsersTab } from "./AdminUsersTab";

export const adminDashboardPageQuery = graphql`
  query AdminDashboardPageQuery($recent: Int!, $audit: Int!, $users: Int!) @preloadable {
    adminStats {
      ...AdminOverview_stats
    }
    ...AdminRecentApplications_query @arguments(count: $recent)
    ...AdminAuditLog_query @arguments(count: $audit)
    ...AdminUsersTab_query @arguments(count: $users)
  }
`;

export default function AdminDashboardPage() {
  const ref = useLoaderData<PreloadedQuery<AdminDashboardPageQuery>>();
  return (
    <AdminOnly>
      <Dashboard queryRef={ref} />
    </AdminOnly>
  );
}

function Dashboard({ queryRef }: { queryRef: PreloadedQuery<AdminDashboardPageQuery> }) {
  const data = usePreloadedQuery<AdminDashboardPageQuery>(adminDashboardPageQuery, queryRef);
  return (
    <Container maxW="6xl" py="6">
      <Flex align="center" gap="3" wrap="wrap" mb="6">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/">
            <LuArrowLeft /> Back
          </RouterLink>
        </Button>
        <Heading as="h1" size="2xl">
          Admin Dashboard
        </Heading>
        <Badge colorPalette="purple" size="lg">
          <LuShieldCheck aria-hidden /> Admin Access
        </Badge>
        <Button asChild variant="outline" size="sm" ms="auto">
          <RouterLink to="/admin/settings">
            <LuSettings /> Admin Settings
          </RouterLink>
        </Button>
      </Flex>
      <Tabs.Root defaultValue="overview" variant="enclosed" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="users">Users</Tabs.Trigger>
          <Tabs.Trigger value="applications">Applications</Tabs.Trigger>
          <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          <AdminOverview stats={data.adminStats} />
          <AdminAuditLog query={data} />
        </Tabs.Content>
        <Tabs.Content value="users">
          <AdminUsersTab query={data} />
        </Tabs.Content>
        <Tabs.Content value="applications">
          <AdminRecentApplications query={data} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <AdminSettingsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
