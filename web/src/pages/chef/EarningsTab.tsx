// The Earnings tab and the dashboard's breakdown: real figures from the cook's delivered orders.
import { Card } from "@chakra-ui/react/card";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stat } from "@chakra-ui/react/stat";
import { Table } from "@chakra-ui/react/table";
import { Text } from "@chakra-ui/react/text";
import { Button } from "@chakra-ui/react/button";
import { useState } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import type { EarningsTab_earnings$key } from "../../__generated__/EarningsTab_earnings.graphql";
import type { EarningsTabStatementQuery } from "../../__generated__/EarningsTabStatementQuery.graphql";
import { notify } from "../../toaster/toaster";
import { formatCents } from "../../components/money";

export function EarningsTab({ earnings }: { earnings: EarningsTab_earnings$key }) {
  const e = useFragment(
    graphql`
      fragment EarningsTab_earnings on CookEarnings {
        timeZone
        total {
          grossCents
          platformFeeCents
          promoDiscountCents
          netCents
          orderCount
        }
        today {
          grossCents
          netCents
          orderCount
        }
        thisWeek {
          grossCents
          netCents
          orderCount
        }
        last30Days {
          grossCents
          platformFeeCents
          netCents
          orderCount
        }
        daily {
          date
          grossCents
          platformFeeCents
          netCents
          orderCount
        }
      }
    `,
    earnings,
  );
  if (e.total.orderCount === 0)
    return (
      <Text py="12" textAlign="center" color="fg.muted">
        No earnings yet
      </Text>
    );
  const days = e.daily.filter((d) => d.orderCount > 0);
  return (
    <Stack4>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Figure
          label="Today"
          value={formatCents(e.today.netCents)}
          help={`${e.today.orderCount} delivered, ${formatCents(e.today.grossCents)} gross`}
        />
        <Figure
          label="This week"
          value={formatCents(e.thisWeek.netCents)}
          help={`${e.thisWeek.orderCount} delivered, ${formatCents(e.thisWeek.grossCents)} gross`}
        />
        <Figure
          label="Last 30 days"
          value={formatCents(e.last30Days.netCents)}
          help={`${e.last30Days.orderCount} delivered`}
        />
      </SimpleGrid>
      <DownloadStatement />
      <Card.Root borderRadius="2xl">
        <Card.Header>
          <Card.Title>Earnings Breakdown (all time)</Card.Title>
        </Card.Header>
        <Card.Body>
          <Breakdown
            gross={e.total.grossCents}
            fee={e.total.platformFeeCents}
            promos={e.total.promoDiscountCents}
            net={e.total.netCents}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root borderRadius="2xl">
        <Card.Header>
          <Card.Title>Daily (last 30 days, {e.timeZone})</Card.Title>
        </Card.Header>
        <Card.Body>
          {days.length === 0 ? (
            <Text color="fg.muted">No delivered orders in the last 30 days.</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Orders</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Gross</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Platform fee</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {days.map((d) => (
                  <Table.Row key={d.date}>
                    <Table.Cell>{d.date}</Table.Cell>
                    <Table.Cell textAlign="end">{d.orderCount}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(d.grossCents)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(d.platformFeeCents)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(d.netCents)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
    </Stack4>
  );
}

function Stack4({ children }: { children: React.ReactNode }) {
  return <div style={{ display: "grid", gap: "1rem" }}>{children}</div>;
}

export function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Card.Root borderRadius="2xl">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {/* A <dd>, as the only other thing a <dl> may hold besides its <dt> (Chakra's is a <span>). */}
          {help && (
            <Stat.HelpText asChild>
              <dd>{help}</dd>
            </Stat.HelpText>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Gross, the platform's fee, the kitchen's own promo codes (when it has any) and what the cook keeps. */
export function Breakdown({
  gross,
  fee,
  promos = 0,
  net,
}: {
  gross: number;
  fee: number;
  promos?: number;
  net: number;
}) {
  const row = (label: string, value: string, bold = false) => (
    <div
      style={{ display: "flex", justifyContent: "space-between", fontWeight: bold ? 600 : 400, padding: "0.25rem 0" }}
    >
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
  return (
    <div>
      {row("Gross sales", formatCents(gross))}
      {row("Platform fee (12%)", `-${formatCents(fee)}`)}
      {promos > 0 && row("Your promo codes", formatCents(-promos))}
      {row("Net earnings", formatCents(net), true)}
    </div>
  );
}

const statementQuery = graphql`
  query EarningsTabStatementQuery {
    viewer {
      cookEarnings {
        statementCsv
      }
    }
  }
`;

/** The last 30 days' statement with the payout settings and tax ID, as a CSV file; read only when asked for. */
function DownloadStatement() {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await fetchQuery<EarningsTabStatementQuery>(
        environment,
        statementQuery,
        {},
        { fetchPolicy: "network-only" },
      ).toPromise();
      const csv = data?.viewer?.cookEarnings?.statementCsv;
      if (!csv) throw new Error("No statement");
      const link = document.createElement("a");
      link.href = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
      link.download = `homeplate-earnings-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      notify({
        type: "error",
        title: "Error",
        description: "The statement could not be downloaded. Please try again.",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button justifySelf="start" variant="outline" loading={busy} onClick={download}>
      Download statement (CSV)
    </Button>
  );
}
