// What an order shows about its delivery: the tip and the driver's pay, the times of each step, the
// kitchen and the door on a map, the driver and where they are, and the ETA. Phones and the
// driver's position are shown only to the parties who need them while the order is theirs.
import type { Order as OrderRow, User } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import type { DriverPositionShape } from "../../domain/delivery/location.ts";
import { haversineMiles } from "../../services/maps.ts";
import { publicPoint } from "../../services/gazetteer.ts";
import { readsDelivery, readsPickup } from "../../domain/orders/addressPrivacy.ts";
import { etaMinutes } from "../../domain/delivery/rules.ts";
import { ACTIVE_DELIVERY_STATUSES, driverPayCents } from "../../domain/orders/dispatchRules.ts";

export type LatLngShape = { lat: number; lng: number };

export const LatLng = builder.objectRef<LatLngShape>("LatLng").implement({
  description: "A point on the map, in degrees (WGS 84).",
  fields: (t) => ({
    lat: t.exposeFloat("lat", { description: "Latitude in degrees, -90 to 90." }),
    lng: t.exposeFloat("lng", { description: "Longitude in degrees, -180 to 180." }),
  }),
});

export const LatLngInput = builder.inputType("LatLngInput", {
  description: "A point on the map, in degrees (WGS 84).",
  fields: (t) => ({
    lat: t.float({ required: true, description: "Latitude in degrees, -90 to 90." }),
    lng: t.float({ required: true, description: "Longitude in degrees, -180 to 180." }),
  }),
});

export const DriverPosition = builder.objectRef<DriverPositionShape>("DriverPosition").implement({
  description: "Where a driver was at a moment, as their phone reported it.",
  fields: (t) => ({
    lat: t.exposeFloat("lat", { description: "Latitude in degrees." }),
    lng: t.exposeFloat("lng", { description: "Longitude in degrees." }),
    accuracy: t.exposeFloat("accuracy", {
      nullable: true,
      description: "Accuracy radius in metres, when the phone gave one.",
    }),
    speed: t.exposeFloat("speed", { nullable: true, description: "Speed in metres per second, when known." }),
    heading: t.exposeFloat("heading", {
      nullable: true,
      description: "Direction of travel in degrees from north, when known.",
    }),
    timestamp: t.expose("timestamp", { type: "DateTime", description: "When the phone took the position." }),
    etaMinutes: t.int({
      nullable: true,
      description:
        "Minutes until the order is at the door with the driver here: the order's etaMinutes, on driverLocationUpdated and Order.driverLocation. Null where the position is not about one order (driverPosition, recordDriverLocation).",
      resolve: (p) => p.etaMinutes ?? null,
    }),
  }),
});

type Viewer = Pick<User, "id" | "role"> | null;
const isActive = (order: Pick<OrderRow, "status">) =>
  (ACTIVE_DELIVERY_STATUSES as readonly string[]).includes(order.status);
const isAdmin = (user: Viewer) => user?.role === "admin";

/** The kitchen's point as this viewer may know it: exact for its cook, driver and admins, else its public place. */
function kitchenPoint(o: OrderRow, user: Viewer) {
  if (!readsPickup(user, o)) return publicPoint(o.pickupAddress);
  return o.pickupLatitude != null && o.pickupLongitude != null
    ? { lat: o.pickupLatitude, lng: o.pickupLongitude }
    : null;
}
/** The order's driver, while the delivery is theirs and under way. */
const isItsActiveDriver = (user: Viewer, order: Pick<OrderRow, "driverId" | "status">) =>
  user != null && user.id === order.driverId && isActive(order);

type DriverShape = { name: string; phone: string | null; vehicle: string | null; showPhone: boolean };

const DeliveryDriver = builder.objectRef<DriverShape>("DeliveryDriver").implement({
  description: "The driver of an order, as its customer and cook see them.",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The driver's name." }),
    vehicle: t.exposeString("vehicle", {
      nullable: true,
      description: "Colour-free vehicle description from the approved application, e.g. 'Toyota Prius (car) ABC-1234'.",
    }),
    phone: t.string({
      nullable: true,
      description: "The driver's phone, while the delivery is under way (and always for admins); null otherwise.",
      resolve: (d) => (d.showPhone ? d.phone : null),
    }),
  }),
});

const vehicleOf = (
  app: { vehicleMake: string; vehicleModel: string; vehicleType: string; licensePlate: string } | undefined,
) => (app ? `${app.vehicleMake} ${app.vehicleModel} (${app.vehicleType}) ${app.licensePlate}` : null);

builder.prismaObjectFields("Order", (t) => ({
  tipCents: t.exposeInt("tipCents", {
    description: "The customer's tip in cents, part of totalCents; all of it goes to the driver.",
  }),
  driverPayCents: t.int({
    description: "What the driver earns for this delivery, in cents: 80% of the delivery fee plus the whole tip.",
    resolve: (order) => driverPayCents(order),
  }),
  estimatedDelivery: t.expose("estimatedDelivery", {
    type: "DateTime",
    nullable: true,
    description:
      "When the order should be at the door: promised when the kitchen takes the paid order (its preparation time, then the trip), set again from the route when the driver picks it up; delivered by then is on time.",
  }),
  driverAssignedAt: t.expose("driverAssignedAt", {
    type: "DateTime",
    nullable: true,
    description: "When a driver accepted the delivery.",
  }),
  pickedUpAt: t.expose("pickedUpAt", {
    type: "DateTime",
    nullable: true,
    description: "When the driver picked the order up at the kitchen.",
  }),
  onWayAt: t.expose("onWayAt", {
    type: "DateTime",
    nullable: true,
    description: "When the driver set off to the customer.",
  }),
  deliveredAt: t.expose("deliveredAt", {
    type: "DateTime",
    nullable: true,
    description: "When the driver delivered the order.",
  }),
  kitchenLocation: t.field({
    type: LatLng,
    nullable: true,
    description:
      "The kitchen on the map, when its address has coordinates: for its cook, the order's driver and admins; the customer and drivers it is only offered to get the centre of the kitchen's ZIP code or city.",
    resolve: (o, _a, ctx) => kitchenPoint(o, ctx.user),
  }),
  deliveryLocation: t.field({
    type: LatLng,
    nullable: true,
    description:
      "The delivery address on the map, when it has coordinates: for its customer, cook, driver and admins; a driver it is only offered to gets the centre of its ZIP code or city.",
    resolve: (o, _a, ctx) => {
      if (!readsDelivery(ctx.user, o)) return publicPoint(o.deliveryAddress);
      return o.deliveryLatitude != null && o.deliveryLongitude != null
        ? { lat: o.deliveryLatitude, lng: o.deliveryLongitude }
        : null;
    },
  }),
  customerPhone: t.string({
    nullable: true,
    description: "The customer's phone: for the order's cook, its driver while delivering it, and admins.",
    select: { customer: { select: { phone: true, deletedAt: true } } },
    resolve: (o, _a, ctx) =>
      o.customer.deletedAt == null && (isAdmin(ctx.user) || ctx.user?.id === o.cookId || isItsActiveDriver(ctx.user, o))
        ? o.customer.phone
        : null,
  }),
  cookPhone: t.string({
    nullable: true,
    description: "The kitchen's phone: for its cook, the order's driver while delivering it, and admins.",
    select: { cook: { select: { phone: true } } },
    resolve: (o, _a, ctx) =>
      isAdmin(ctx.user) || ctx.user?.id === o.cookId || isItsActiveDriver(ctx.user, o) ? o.cook.phone : null,
  }),
  driver: t.field({
    type: DeliveryDriver,
    nullable: true,
    description: "The driver who took the delivery, once one has.",
    select: {
      driver: {
        select: {
          name: true,
          phone: true,
          deletedAt: true,
          driverApplications: {
            where: { status: "approved" },
            orderBy: { id: "desc" },
            take: 1,
            select: { vehicleMake: true, vehicleModel: true, vehicleType: true, licensePlate: true },
          },
        },
      },
    },
    resolve: (o, _a, ctx) =>
      o.driver
        ? {
            name: o.driver.deletedAt ? "Deleted user" : o.driver.name,
            phone: o.driver.phone,
            vehicle: vehicleOf(o.driver.driverApplications[0]),
            showPhone:
              isAdmin(ctx.user) ||
              ((ctx.user?.id === o.customerId || ctx.user?.id === o.cookId || ctx.user?.id === o.driverId) &&
                isActive(o)),
          }
        : null,
  }),
  driverLocation: t.field({
    type: DriverPosition,
    nullable: true,
    description:
      "Where the driver is, while they deliver this order: for its customer, cook, driver and admins. Null before a driver takes it and after it is delivered or cancelled (positions are deleted then).",
    select: { driver: { select: { driverLocation: true } } },
    resolve: (o) => {
      const at = o.driver?.driverLocation;
      if (!at || !isActive(o)) return null;
      return {
        lat: at.latitude,
        lng: at.longitude,
        accuracy: at.accuracy,
        speed: at.speed,
        heading: at.heading,
        timestamp: at.recordedAt,
        etaMinutes: etaMinutes(o, at),
      };
    },
  }),
  etaMinutes: t.int({
    description:
      "Minutes until the order is at the door, the same as its shared link and driverLocationUpdated say. Before pickup: until the promised time set from the kitchen's preparation time (never less than the trip); once picked up, the driver's distance at their speed; otherwise the spec's base minutes by status (45 pending ... 10 on the way); 0 when delivered.",
    select: { driver: { select: { driverLocation: true } } },
    resolve: (o) => etaMinutes(o, o.driver?.driverLocation),
  }),
  distanceFromDriverMiles: t.float({
    nullable: true,
    description:
      "Miles from the driver to the kitchen: from `near` when given (the driver's phone), else from the viewer's own last position; null when neither is known.",
    args: { near: t.arg({ type: LatLngInput, description: "The driver's position, e.g. from their phone." }) },
    resolve: async (o, { near }, ctx) => {
      // From the point this viewer may know: a driver the order is only offered to measures to the
      // kitchen's ZIP code, so repeated questions from chosen points cannot find its door.
      const point = kitchenPoint(o, ctx.user);
      if (!point) return null;
      const kitchen = { latitude: point.lat, longitude: point.lng };
      const from =
        near ??
        (ctx.user
          ? await ctx.prisma.driverLocation
              .findUnique({ where: { driverId: ctx.user.id } })
              .then((l) => (l ? { lat: l.latitude, lng: l.longitude } : null))
          : null);
      return from ? haversineMiles({ latitude: from.lat, longitude: from.lng }, kitchen) : null;
    },
  }),
}));
