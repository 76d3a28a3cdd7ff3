// The one status badge: an order's status (customer spec §4 colours) or a cook's or driver's
// application (pending, approved, rejected), each in its own palette.
import { Badge } from "@chakra-ui/react/badge";

/** The spec's order colours: delivered green; on the way and picked up blue; preparing and ready yellow; cancelled red; others grey. */
const orderPalette: Record<string, string> = {
  DELIVERED: "green",
  ON_WAY: "blue",
  PICKED_UP: "blue",
  PREPARING: "yellow",
  READY: "yellow",
  CANCELLED: "red",
};
const applicationPalette: Record<string, string> = { PENDING: "yellow", APPROVED: "green", REJECTED: "red" };

type Props =
  /** An order: its status and the server's label for it ("On the Way"). */
  | { of: "order"; status: string; label: string }
  /** An application: its status, shown in lower case. */
  | { of: "application"; status: string };

export function StatusBadge(props: Props) {
  if (props.of === "order")
    return (
      <Badge colorPalette={orderPalette[props.status] ?? "gray"} variant="subtle" size="md" data-testid="order-status">
        {props.label}
      </Badge>
    );
  return (
    <Badge colorPalette={applicationPalette[props.status] ?? "gray"} textTransform="capitalize">
      {props.status.toLowerCase()}
    </Badge>
  );
}
