// Where people live stays with the people an order's rules name. The kitchen's street address and
// point go to its cook, the order's driver and admins; the delivery address and point to the
// customer, the cook, the driver and admins. Anyone else who may see the order (its customer for the
// kitchen, a driver it is offered to for both ends) reads only the public place the address names:
// its ZIP code and city, as the gazetteer knows them.
import type { Order as OrderRow, User } from "../../generated/prisma/client.ts";

type Viewer = Pick<User, "id" | "role"> | null | undefined;
type Parties = Pick<OrderRow, "customerId" | "cookId" | "driverId">;

const isAdmin = (user: Viewer) => user?.role === "admin";

/** The kitchen's cook, the order's driver (once assigned) and admins. */
export const readsPickup = (user: Viewer, order: Parties) =>
  user != null && (isAdmin(user) || user.id === order.cookId || user.id === order.driverId);

/** The customer, the kitchen's cook, the order's driver (once assigned) and admins. */
export const readsDelivery = (user: Viewer, order: Parties) =>
  readsPickup(user, order) || (user != null && user.id === order.customerId);
