// Whether a kitchen takes orders now, as menus show it: on each dish and each cook. Every kitchen a
// request asks about is read in one batch (two statements), so a menu of many cooks costs the same.
import type { Context } from "../../context.ts";
import { builder } from "../builder.ts";
import { kitchenAvailabilities, type KitchenAvailability } from "../../domain/store/availability.ts";

export type KitchenStatus = { open: boolean; label: string; reason: string | null; nextOpening: Date | null };

function statusOf(availability: KitchenAvailability, vacation: boolean): KitchenStatus {
  if (availability.accepting) return { open: true, label: "Open now", reason: null, nextOpening: null };
  const label = vacation
    ? "Closed · On vacation"
    : availability.nextOpening
      ? `Closed · ${availability.nextOpeningLabel}`
      : "Closed";
  return { open: false, label, reason: availability.reason, nextOpening: availability.nextOpening };
}

type Loader = { cache: Map<number, Promise<KitchenStatus>>; queue: Map<number, (s: Promise<KitchenStatus>) => void> };
const loaders = new WeakMap<object, Loader>();

/** The kitchen's status, batched with every other kitchen asked about in the same request. */
export function kitchenStatusFor(ctx: Context, cookId: number): Promise<KitchenStatus> {
  let loader = loaders.get(ctx);
  if (!loader) loaders.set(ctx, (loader = { cache: new Map(), queue: new Map() }));
  const cached = loader.cache.get(cookId);
  if (cached) return cached;
  const { queue } = loader;
  const promise = new Promise<KitchenStatus>((resolve) => {
    if (queue.size === 0) setImmediate(() => flush(ctx, loader!));
    queue.set(cookId, (s) => resolve(s));
  });
  loader.cache.set(cookId, promise);
  return promise;
}

function flush(ctx: Context, loader: Loader) {
  const batch = new Map(loader.queue);
  loader.queue.clear();
  const all = kitchenAvailabilities(ctx.prisma, [...batch.keys()]);
  for (const [cookId, resolve] of batch) {
    resolve(
      all.then((map) => {
        const entry = map.get(cookId);
        if (!entry)
          return { open: false, label: "Closed", reason: "This kitchen is not taking orders.", nextOpening: null };
        return statusOf(entry.availability, entry.store.vacationMode);
      }),
    );
  }
}

const KitchenStatusRef = builder.objectRef<KitchenStatus>("KitchenStatus").implement({
  description: "Whether a kitchen takes orders now (business hours, vacation mode, order capacity).",
  fields: (t) => ({
    open: t.exposeBoolean("open", { description: "True when the kitchen takes orders now." }),
    label: t.exposeString("label", {
      description: "'Open now', or 'Closed · Opens Monday 09:00' (the store's local time).",
    }),
    reason: t.exposeString("reason", { nullable: true, description: "Checkout's message while closed." }),
    nextOpening: t.expose("nextOpening", {
      type: "DateTime",
      nullable: true,
      description: "When it takes orders again; null while open, on vacation, or when its hours never open.",
    }),
  }),
});

builder.prismaObjectField("FoodItem", "kitchenStatus", (t) =>
  t.field({
    type: KitchenStatusRef,
    description: "Whether the dish's kitchen takes orders now.",
    resolve: (item, _a, ctx) => kitchenStatusFor(ctx, item.cookId),
  }),
);

builder.prismaObjectField("User", "kitchenStatus", (t) =>
  t.field({
    type: KitchenStatusRef,
    nullable: true,
    description: "A cook's kitchen: whether it takes orders now (null for other roles).",
    resolve: (user, _a, ctx) => (user.role === "cook" ? kitchenStatusFor(ctx, user.id) : null),
  }),
);
