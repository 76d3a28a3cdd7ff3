// The driver's position: sent by the signed-in driver's phone, kept only while they have a delivery
// under way, refused when it is stale or an implausible jump, published live to each of their
// orders' customer, cook and admins, and deleted once the last delivery is done.
import { z } from "zod";
import { NotAllowedError, parseInput } from "../../domain/errors.ts";
import type { DriverLocationEvent } from "../../services/pubsub.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { followedOrder } from "../orders/order.ts";
import { DriverPosition } from "./orderFields.ts";
import { recordPosition, type DriverPositionShape } from "../../domain/delivery/location.ts";
import { ACTIVE_DELIVERY_STATUSES } from "../../domain/orders/dispatchRules.ts";
import { requireOwner } from "../accounts/user.ts";

const fixRules = z.object({
  lat: z.number().min(-90, "Latitude must be between -90 and 90.").max(90, "Latitude must be between -90 and 90."),
  lng: z
    .number()
    .min(-180, "Longitude must be between -180 and 180.")
    .max(180, "Longitude must be between -180 and 180."),
  accuracy: z.number().min(0, "Accuracy cannot be negative.").max(100_000, "Accuracy is out of range.").nullish(),
  speed: z.number().min(0, "Speed cannot be negative.").max(100, "Speed is out of range.").nullish(),
  heading: z
    .number()
    .min(0, "Heading must be between 0 and 360.")
    .max(360, "Heading must be between 0 and 360.")
    .nullish(),
});

const RecordDriverLocationInput = builder.inputType("RecordDriverLocationInput", {
  description: "A position from the driver's phone (the browser's geolocation).",
  fields: (t) => ({
    driverId: t.int({
      description: "The driver's numeric id, when the client names it (REST's path): it must be the signed-in driver.",
    }),
    lat: t.float({ required: true, description: "Latitude in degrees." }),
    lng: t.float({ required: true, description: "Longitude in degrees." }),
    accuracy: t.float({ description: "Accuracy radius in metres." }),
    speed: t.float({ description: "Speed in metres per second." }),
    heading: t.float({ description: "Direction of travel in degrees from north." }),
    timestamp: t.field({
      type: "DateTime",
      description:
        "When the phone took the position; now when left out. Refused when over 2 minutes old, over 30 seconds ahead, or not after the last position kept.",
    }),
  }),
});

const RecordDriverLocationPayload = builder
  .objectRef<{ kept: boolean; position: DriverPositionShape; orderIds: number[] }>("RecordDriverLocationPayload")
  .implement({
    description: "What became of a position.",
    fields: (t) => ({
      kept: t.exposeBoolean("kept", {
        description: "False when the driver has no delivery under way: the position is then not kept at all.",
      }),
      position: t.field({ type: DriverPosition, description: "The position as received.", resolve: (p) => p.position }),
      orderDatabaseIds: t.intList({
        description: "The deliveries whose customers and cooks were sent the position.",
        resolve: (p) => p.orderIds,
      }),
    }),
  });

builder.mutationField("recordDriverLocation", (t) =>
  t.withAuth({ approvedDriver: true }).field({
    type: RecordDriverLocationPayload,
    description:
      "The signed-in driver's current position. Kept (one row, replaced each time) only while they have a delivery under way, and sent live to those orders' customers and cooks; otherwise dropped. A stale, future or implausibly distant position is refused.",
    args: { input: t.arg({ type: RecordDriverLocationInput, required: true, description: "The position." }) },
    errors: {
      types: [...commonErrors],
      directResult: true,
      union: {
        description:
          "What became of the position, or ValidationError for an out-of-range value or a stale, future or implausibly distant position, NotAllowedError for anyone but an approved driver or another driver's driverId.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      if (input.driverId != null)
        await requireOwner(ctx, input.driverId, new NotAllowedError("You can only share your own location."));
      const fix = parseInput(fixRules, input);
      return recordPosition(ctx, ctx.user.id, {
        lat: fix.lat,
        lng: fix.lng,
        accuracy: fix.accuracy ?? null,
        speed: fix.speed ?? null,
        heading: fix.heading ?? null,
        timestamp: input.timestamp ?? new Date(),
      });
    },
  }),
);

builder.subscriptionField("driverLocationUpdated", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DriverPosition,
    description:
      "Each new position of the driver delivering this order, for its customer, cook, driver and admins. Checked on subscribe and again whenever the order changes hands or the subscriber's account changes (the stream then ends). A client that reads slowly skips to the latest position.",
    args: { orderId: t.arg.globalID({ required: true, description: "The order's global id." }) },
    // A position reads the same for everyone allowed to follow the order, so one execution serves
    // all of them; and only the latest one matters to a client that fell behind (http/fanout.ts).
    extensions: { sameForEveryone: true, latestOnly: true },
    subscribe: async (_root, { orderId }, ctx) => {
      const order = await followedOrder(ctx, orderId);
      return ctx.pubsub.subscribe("driverLocation", order.id);
    },
    resolve: (event: DriverLocationEvent) => ({ ...event, timestamp: new Date(event.timestamp) }),
  }),
);

builder.queryField("driverPosition", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DriverPosition,
    nullable: true,
    description:
      "A driver's last position: for that driver, admins, and the customer or cook of an order the driver is delivering now. Null when none is kept (no delivery under way) or it is not yours to see.",
    args: { driverId: t.arg.int({ required: true, description: "The driver's numeric id." }) },
    resolve: async (_root, { driverId }, ctx) => {
      if (!Number.isSafeInteger(driverId) || driverId <= 0 || driverId > 2_147_483_647) return null;
      const user = ctx.user;
      const allowed =
        user.role === "admin" ||
        user.id === driverId ||
        (await ctx.prisma.order.count({
          where: {
            driverId,
            status: { in: [...ACTIVE_DELIVERY_STATUSES] },
            OR: [{ customerId: user.id }, { cookId: user.id }],
          },
        })) > 0;
      if (!allowed) return null;
      const at = await ctx.prisma.driverLocation.findUnique({ where: { driverId } });
      return at
        ? {
            lat: at.latitude,
            lng: at.longitude,
            accuracy: at.accuracy,
            speed: at.speed,
            heading: at.heading,
            timestamp: at.recordedAt,
          }
        : null;
    },
  }),
);
