// One application in the admin's review: the applicant, every field with its documents, the status,
// and Approve or Reject with a reason (the same rule as the server's, applicationDecision).
import { applicationDecision } from "@api-domain/admin/rules.ts";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { DataList } from "@chakra-ui/react/data-list";
import { Link } from "@chakra-ui/react/link";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { type ReactNode, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { LuCheck, LuX } from "react-icons/lu";
import type { ApplicationCard_applicant$key } from "../../__generated__/ApplicationCard_applicant.graphql";
import { StatusBadge } from "../../components/StatusBadge";
import { ConfirmDialog } from "./ConfirmDialog";

/** An uploaded document: a link that opens it, or 'Not provided'. */
export function Document({ url }: { url: string | null | undefined }) {
  if (!url) return <Text color="fg.muted">Not provided</Text>;
  // Applicants supply these links: only web addresses and our own uploads open, never script URLs.
  if (!/^(https?:\/\/|\/uploads\/)/i.test(url)) return <Text color="fg.muted">Unsupported link</Text>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg">
      View document
    </Link>
  );
}

function Fields({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value ?? <Text color="fg.muted">Not provided</Text>}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

export type Decide = (
  decision: { status: "APPROVED" | "REJECTED"; rejectionReason: string | null },
  done: () => void,
) => void;

export function ApplicationCard(props: {
  title: string;
  status: string;
  applicant: ApplicationCard_applicant$key;
  rejectionReason: string | null | undefined;
  fields: [string, ReactNode][];
  deciding: boolean;
  decide: Decide;
}) {
  const applicant = useFragment(
    graphql`
      fragment ApplicationCard_applicant on User {
        username
        email
        phone
      }
    `,
    props.applicant,
  );
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const reasonOk = applicationDecision.safeParse({ status: "rejected", rejectionReason: reason }).success;
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Card.Title>{props.title}</Card.Title>
          <StatusBadge of="application" status={props.status} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {applicant.username} · {applicant.email}
          {applicant.phone && ` · ${applicant.phone}`}
        </Text>
      </Card.Header>
      <Card.Body>
        <Fields items={props.fields} />
        {props.status === "REJECTED" && (
          <Text mt="3" color="red.fg">
            Rejection reason: {props.rejectionReason}
          </Text>
        )}
      </Card.Body>
      {props.status === "PENDING" && (
        <Card.Footer gap="2">
          <Button
            colorPalette="green"
            loading={props.deciding && !rejecting}
            disabled={props.deciding}
            onClick={() => props.decide({ status: "APPROVED", rejectionReason: null }, () => {})}
          >
            <LuCheck /> Approve
          </Button>
          <Button colorPalette="red" variant="outline" disabled={props.deciding} onClick={() => setRejecting(true)}>
            <LuX /> Reject
          </Button>
        </Card.Footer>
      )}
      <ConfirmDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject Application"
        confirmLabel="Reject Application"
        destructive
        loading={props.deciding}
        confirmDisabled={!reasonOk}
        onConfirm={() =>
          props.decide({ status: "REJECTED", rejectionReason: reason.trim() }, () => setRejecting(false))
        }
      >
        <Stack gap="2">
          <Text>Please give a reason for rejecting this application. The applicant will see it.</Text>
          <Textarea
            aria-label="Rejection reason"
            placeholder="Reason for rejection"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Stack>
      </ConfirmDialog>
    </Card.Root>
  );
}
