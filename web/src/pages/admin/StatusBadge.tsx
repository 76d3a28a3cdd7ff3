import { Badge } from "@chakra-ui/react/badge";

const palette: Record<string, string> = { PENDING: "yellow", APPROVED: "green", REJECTED: "red" };

/** An application's status: pending, approved or rejected. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={palette[status] ?? "gray"} textTransform="capitalize">
      {status.toLowerCase()}
    </Badge>
  );
}
