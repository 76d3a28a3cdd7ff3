// The admin dashboard's Settings tab: platform settings and logging out.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Stack } from "@chakra-ui/react/stack";
import { LuLogOut, LuSettings } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import { useLogout } from "../../components/useLogout";

export function AdminSettingsTab() {
  const [logout, isLoggingOut] = useLogout();
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
            onClick={logout}
          >
            <LuLogOut /> Log Out
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
