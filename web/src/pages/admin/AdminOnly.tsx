// The admin area's client-side gate (companion spec §2 Admin settings); the server refuses
// non-admins on every admin field whatever the client shows.
import { Button } from "@chakra-ui/react/button";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { AccessDenied } from "../../components/AccessDenied";
import type { AdminOnly_viewer$key } from "../../__generated__/AdminOnly_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { graphql, useFragment } from "react-relay/hooks";

export function AdminOnly({ children }: { children: ReactNode }) {
  const viewer = useFragment<AdminOnly_viewer$key>(
    graphql`
      fragment AdminOnly_viewer on User {
        role
      }
    `,
    useViewerKey(),
  );
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
