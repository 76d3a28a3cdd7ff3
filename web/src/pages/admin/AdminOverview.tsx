// The admin dashboard's Overview: user and application counts, pending refunds, quick actions.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import { LuChartBar, LuClipboardList, LuDollarSign, LuMail, LuTicket } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import { formatCents } from "../../components/money";
import type { AdminOverview_stats$key } from "../../__generated__/AdminOverview_stats.graphql";

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

export function AdminOverview({ stats: key }: { stats: AdminOverview_stats$key }) {
  const stats = useFragment(
    graphql`
      fragment AdminOverview_stats on AdminStats {
        pendingRefunds
        platformPromoDiscountCents
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
          {stats.pendingRefunds} {stats.pendingRefunds === 1 ? "refund is" : "refunds are"} pending: the payment
          provider has not taken {stats.pendingRefunds === 1 ? "it" : "them"} yet, and they are retried automatically.
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
        <Text data-testid="platform-promo-discounts">
          Platform promo codes have taken {formatCents(stats.platformPromoDiscountCents)} off paid orders (paid by
          HomePlate).
        </Text>
        <Button asChild variant="ghost" alignSelf="start">
          <RouterLink to="/admin/promo-codes">
            <LuTicket /> Promo codes
          </RouterLink>
        </Button>
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
