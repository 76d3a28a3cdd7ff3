// The admin area's client-side gate (companion spec §2 Admin settings); the server refuses
// non-admins on every admin field whatever the client shows.
import { Button } from "@chakra-ui/react/button";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { AccessDenied } from "../../components/AccessDenied";
import { useViewer } from "../../components/session";

export function AdminOnly({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  if (viewer?.role !== "ADMIN")
    return (
      <AccessDenied message="You don't have permission to access this page">
        <Button asChild variant="outline">
          <RouterLink to="/">Go Home</RouterLink>
        </Button>
      </AccessDenied>
    );
  return children;
}
