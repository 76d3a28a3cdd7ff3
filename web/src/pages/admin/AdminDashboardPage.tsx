// The admin dashboard (companion spec §2, /admin and /admin-dashboard): Overview, Users,
// Applications and Settings tabs, all from the server's admin-only fields.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Table } from "@chakra-ui/react/table";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from "react-relay/hooks";
import { LuArrowLeft, LuChartBar, LuClipboardList, LuDollarSign, LuLogOut, LuMail, LuSettings, LuShieldCheck } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { AdminDashboardPageLogoutMutation } from "../../__generated__/AdminDashboardPageLogoutMutation.graphql";
import type { AdminDashboardPageQuery } from "../../__generated__/AdminDashboardPageQuery.graphql";
import type { AdminDashboardPage_stats$key } from "../../__generated__/AdminDashboardPage_stats.graphql";
import type { AdminDashboardPage_recent$key } from "../../__generated__/AdminDashboardPage_recent.graphql";
import type { AdminDashboardPage_audit$key } from "../../__generated__/AdminDashboardPage_audit.graphql";
import { useSessionChanged } from "../../components/session";
import { useMutationResult } from "../../relay/useMutationResult";
import { AdminOnly } from "./AdminOnly";
import { AdminUsersTab } from "./AdminUsersTab";
import { StatusBadge } from "./StatusBadge";

export const adminDashboardPageQuery = graphql`
  query AdminDashboardPageQuery($recent: Int!, $audit: Int!, $users: Int!) {
    adminStats {
      ...AdminDashboardPage_stats
    }
    ...AdminDashboardPage_recent @arguments(count: $recent)
    ...AdminDashboardPage_audit @arguments(count: $audit)
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
          <Overview stats={data.adminStats} />
          <AuditLog query={data} />
        </Tabs.Content>
        <Tabs.Content value="users">
          <AdminUsersTab query={data} />
        </Tabs.Content>
        <Tabs.Content value="applications">
          <RecentApplications query={data} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Overview({ stats: key }: { stats: AdminDashboardPage_stats$key }) {
  const stats = useFragment(
    graphql`
      fragment AdminDashboardPage_stats on AdminStats {
        pendingRefunds
        users {
          total
          customers
          activeChefs
          activeDrivers
          administrators
        }
        chefApplications {
          pending
          approved
          rejected
          total
        }
        driverApplications {
          pending
          approved
          rejected
          total
        }
      }
    `,
    key,
  );
  const applications = (title: string, c: typeof stats.chefApplications) => (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Count label="Pending Review" value={c.pending} />
        <Count label="Approved" value={c.approved} />
        <Count label="Rejected" value={c.rejected} />
        <Count label="Total" value={c.total} />
      </SimpleGrid>
    </Stack>
  );
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h2" size="lg">
          Users
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          <Count label="Total Users" value={stats.users.total} />
          <Count label="Customers" value={stats.users.customers} />
          <Count label="Active Chefs" value={stats.users.activeChefs} />
          <Count label="Active Drivers" value={stats.users.activeDrivers} />
          <Count label="Administrators" value={stats.users.administrators} />
        </SimpleGrid>
      </Stack>
      {applications("Chef Applications", stats.chefApplications)}
      {applications("Driver Applications", stats.driverApplications)}
      {stats.pendingRefunds > 0 && (
        <Text role="status">
          {stats.pendingRefunds} {stats.pendingRefunds === 1 ? "refund is" : "refunds are"} pending: the payment provider has not taken{" "}
          {stats.pendingRefunds === 1 ? "it" : "them"} yet, and they are retried automatically.
        </Text>
      )}
      <Stack gap="2">
        <Heading as="h2" size="lg">
          Quick Actions
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Button asChild size="lg">
            <RouterLink to="/admin/applications">
              <LuClipboardList /> Review Applications
              <Badge variant="solid" colorPalette="orange">
                {stats.chefApplications.pending + stats.driverApplications.pending}
              </Badge>
            </RouterLink>
          </Button>
          <Button size="lg" variant="outline" disabled>
            <LuDollarSign /> Platform Revenue (Coming Soon)
          </Button>
          <Button size="lg" variant="outline" disabled>
            <LuChartBar /> Analytics (Coming Soon)
          </Button>
        </SimpleGrid>
        <Button asChild variant="ghost" alignSelf="start">
          <RouterLink to="/admin/outbox">
            <LuMail /> Mail Outbox
          </RouterLink>
        </Button>
        <Button asChild variant="ghost" alignSelf="start">
          <RouterLink to="/developers">API keys and webhooks</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

function AuditLog({ query }: { query: AdminDashboardPage_audit$key }) {
  const { auditLog } = useFragment(
    graphql`
      fragment AdminDashboardPage_audit on Query @argumentDefinitions(count: { type: "Int!" }) {
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
                  <Table.Cell>{node.subject ? `${node.subject.username} (${node.subject.email})` : "removed user"}</Table.Cell>
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

function RecentApplications({ query }: { query: AdminDashboardPage_recent$key }) {
  const { chefApplications, driverApplications } = useFragment(
    graphql`
      fragment AdminDashboardPage_recent on Query @argumentDefinitions(count: { type: "Int!" }) {
        chefApplications(first: $count) {
          edges {
            node {
              id
              businessName
              cuisine
              status
            }
          }
        }
        driverApplications(first: $count) {
          edges {
            node {
              id
              vehicleMake
              vehicleModel
              licenseNumber
              status
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root>
          <Card.Header>
            <Card.Title>Recent Chef Applications</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              {chefApplications.edges.length === 0 && <Text color="fg.muted">No chef applications yet</Text>}
              {chefApplications.edges.map(({ node }) => (
                <HStack key={node.id} justify="space-between">
                  <div>
                    <Text fontWeight="medium">{node.businessName}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {node.cuisine ?? "Cuisine not given"}
                    </Text>
                  </div>
                  <StatusBadge status={node.status} />
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title>Recent Driver Applications</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              {driverApplications.edges.length === 0 && <Text color="fg.muted">No driver applications yet</Text>}
              {driverApplications.edges.map(({ node }) => (
                <HStack key={node.id} justify="space-between">
                  <div>
                    <Text fontWeight="medium">
                      {node.vehicleMake} {node.vehicleModel}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      License: {node.licenseNumber}
                    </Text>
                  </div>
                  <StatusBadge status={node.status} />
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Button asChild alignSelf="start">
        <RouterLink to="/admin/applications">
          <LuClipboardList /> Review All Applications
        </RouterLink>
      </Button>
    </Stack>
  );
}

function SettingsTab() {
  const sessionChanged = useSessionChanged();
  const [logout, isLoggingOut] = useMutationResult<AdminDashboardPageLogoutMutation>(
    graphql`
      mutation AdminDashboardPageLogoutMutation {
        result: logout {
          __typename
          ... on Error {
            message
          }
          ... on LogoutPayload {
            success
          }
        }
      }
    `,
    "LogoutPayload",
  );
  return (
    <Card.Root maxW="lg">
      <Card.Body>
        <Stack gap="3">
          <Button asChild variant="outline">
            <RouterLink to="/platform-settings">
              <LuSettings /> Platform Settings
            </RouterLink>
          </Button>
          <Button
            colorPalette="red"
            variant="outline"
            loading={isLoggingOut}
            loadingText="Logging out..."
            onClick={() =>
              logout({
                variables: {},
                failure: { title: "Error", fallback: "Failed to logout.", describe: () => "Failed to logout." },
                onSuccess: () => void sessionChanged("/", { signedOut: true }),
              })
            }
          >
            <LuLogOut /> Log Out
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
