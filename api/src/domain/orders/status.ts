// An order's statuses and the words people read for them: one list for the server (schema, mails,
// notifications, REST) and the web client (status badges), which imports it through `@api-domain`.

export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "preparing",
  "ready",
  "picked_up",
  "on_way",
  "delivered",
  "cancelled",
] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** The spec's display labels (customer spec §4). */
export const STATUS_LABELS: Record<OrderStatusValue, string> = {
  pending: "Order Pending",
  confirmed: "Order Confirmed",
  preparing: "Being Prepared",
  ready: "Ready for Pickup",
  picked_up: "Picked Up",
  on_way: "On the Way",
  delivered: "Delivered",
  cancelled: "Cancelled",
};
