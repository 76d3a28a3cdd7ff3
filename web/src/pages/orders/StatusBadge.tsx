import { Badge } from "@chakra-ui/react/badge";
import { statusColor } from "./format";

/** An order's status label in the spec's badge colour. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge colorPalette={statusColor(status)} variant="subtle" size="md" data-testid="order-status">
      {label}
    </Badge>
  );
}
