// Pure tracking rules shared by the customer's tracking page and the driver's screens (spec §4, §9).
// The ETA itself is the server's (Order.etaMinutes).

/** Order statuses in delivery order (cancelled is off the line). */
export const timeline = ["pending", "confirmed", "preparing", "ready", "picked_up", "on_way", "delivered"] as const;

/** The customer spec's display labels. */
export const statusLabels: Record<string, string> = {
  pending: "Order Pending",
  confirmed: "Order Confirmed",
  preparing: "Being Prepared",
  ready: "Ready for Pickup",
  picked_up: "Picked Up",
  on_way: "On the Way",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** GraphQL enum values arrive upper-case (ON_WAY) or lower-case; the rules speak lower case. */
export function statusKey(status: string) {
  return status.toLowerCase();
}

const EARTH_MILES = 3958.8;

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "Driver 3 minutes away", the words the live region reads; `minutes` is the server's ETA. */
export function progressText(status: string, minutes: number, driverName: string | null) {
  const key = statusKey(status);
  const who = driverName ? `Driver ${driverName}` : "Driver";
  if (key === "delivered") return "Your order has been delivered";
  if (key === "cancelled") return "This order was cancelled";
  if (key === "picked_up" || key === "on_way") {
    if (minutes <= 1) return `${who} arriving now`;
    return `${who} ${minutes} minutes away`;
  }
  if (key === "ready") return "Ready for pickup, waiting for a driver";
  return `${statusLabels[key] ?? status}, about ${minutes} minutes to delivery`;
}

/** A Google Maps directions link for an address, for 'View on Map' and 'Open in Maps'. */
export function directionsUrl(target: string | { lat: number; lng: number }) {
  const destination = typeof target === "string" ? target : `${target.lat},${target.lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
