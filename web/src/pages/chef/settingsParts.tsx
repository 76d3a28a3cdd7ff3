// The Settings tab's building blocks: a titled card, a label/value row, and the account's two
// buttons (change password in a dialog, log out).
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Dialog } from "@chakra-ui/react/dialog";
import { Portal } from "@chakra-ui/react/portal";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useChangePasswordForm } from "../../components/ChangePasswordForm";
import { useLogout } from "../../components/useLogout";

export function SettingsCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root borderRadius="2xl">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      <Text textAlign="end">{value || "Not provided"}</Text>
    </HStack>
  );
}

export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  const { onSubmit, inFlight, fields } = useChangePasswordForm({ onChanged: () => setOpen(false) });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Change Password
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form noValidate onSubmit={onSubmit}>
                <Dialog.Header>
                  <Dialog.Title>Change Password</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">{fields}</Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => setOpen(false)}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={inFlight}>
                    Update Password
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

export function LogoutButton() {
  const [logout, isLoggingOut] = useLogout();
  return (
    <Button variant="outline" disabled={isLoggingOut} onClick={logout}>
      {isLoggingOut ? "Logging out..." : "Logout"}
    </Button>
  );
}

/** The store's Marketing tab: a kitchen's promotions are its promo codes, managed where they live
 * (the chef area's Promo codes tab, or the admin's page for an admin editing a cook's store). */
export function MarketingTab({ forAdmin }: { forAdmin: boolean }) {
  return (
    <>
      <Text color="fg.muted" mb="3">
        Your kitchen's promotions are its promo codes: a percent or amount off, or free delivery.
      </Text>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={forAdmin ? "/admin/promo-codes" : "/chef-management?tab=promos"}>Manage promo codes</RouterLink>
      </Button>
    </>
  );
}

/** The store's Staff tab: there are no staff accounts, and the tab says so. */
export function StaffTab() {
  return (
    <Text color="fg.muted">
      No team members. A kitchen is run from its cook's own account; HomePlate has no staff accounts.
    </Text>
  );
}
