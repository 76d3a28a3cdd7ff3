// Admin settings (companion spec §2 Admin settings, §5): account information, Change Password and
// Send Password Reset Email for any address.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { DataList } from "@chakra-ui/react/data-list";
import { Input } from "@chakra-ui/react/input";
import { Stack } from "@chakra-ui/react/stack";
import { useState } from "react";
import { useChangePasswordForm } from "../../components/ChangePasswordForm";
import { FormField } from "../../components/form";
import type { AdminSettingsPage_viewer$key } from "../../__generated__/AdminSettingsPage_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { graphql, useFragment } from "react-relay/hooks";
import { notify } from "../../toaster/toaster";
import { useRequestPasswordReset } from "../accounts/useRequestPasswordReset";
import { AdminOnly } from "./AdminOnly";
import { AdminSubpage } from "./AdminSubpage";

export default function AdminSettingsPage() {
  return (
    <AdminOnly>
      <Settings />
    </AdminOnly>
  );
}

function Settings() {
  const viewer = useFragment<AdminSettingsPage_viewer$key>(
    graphql`
      fragment AdminSettingsPage_viewer on User {
        username
        email
        role
        databaseId
      }
    `,
    useViewerKey(),
  )!;
  return (
    <AdminSubpage title="Admin Settings" maxW="3xl">
      <Stack gap="6">
        <Card.Root>
          <Card.Header>
            <Card.Title>Account Information</Card.Title>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              {[
                ["Username", viewer.username],
                ["Email", viewer.email],
                ["Role", viewer.role],
                ["User ID", String(viewer.databaseId)],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <ChangePasswordCard />
        <SendResetCard />
      </Stack>
    </AdminSubpage>
  );
}

/** A fresh form after each change, so no password stays in the fields. */
function ChangePasswordCard() {
  const [changes, setChanges] = useState(0);
  return <PasswordFormCard key={changes} onChanged={() => setChanges((n) => n + 1)} />;
}

function PasswordFormCard({ onChanged }: { onChanged: () => void }) {
  const { onSubmit, inFlight, fields } = useChangePasswordForm({ onChanged });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Change Password</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            {fields}
            <Button type="submit" alignSelf="start" loading={inFlight} loadingText="Updating...">
              Change Password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function SendResetCard() {
  const { form, onSubmit, inFlight } = useRequestPasswordReset({
    failure: { title: "Password Reset Failed", fallback: "Failed to send password reset email. Please try again." },
    onSent: (email) => {
      form.set("email", "");
      notify({
        type: "success",
        title: "Password Reset Sent",
        description: `If an account exists for ${email}, a reset email has been sent to it.`,
      });
    },
  });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Send Password Reset Email</Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label="Email address" error={form.errors.email}>
              <Input type="email" placeholder="user@example.com" {...form.text("email")} />
            </FormField>
            <Button type="submit" alignSelf="start" loading={inFlight} loadingText="Sending...">
              Send Reset Email
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
