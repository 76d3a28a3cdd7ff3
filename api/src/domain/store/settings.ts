// Saving a kitchen's store settings: the whole store after the change checked against its rules, the
// kitchen placed where its address is, and the row written (or the defaults plus the change, first).
import type { Services } from "../../context.ts";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { addressCoordinates } from "../addresses.ts";
import { NotAllowedError, NotFoundError, parseInput, ValidationError } from "../errors.ts";
import { type BusinessHours, loadStore, type Store } from "./defaults.ts";
import { storeSettings } from "./rules.ts";

/** Writes a store: an update of the saved row, or the defaults plus the change for a first save. */
export async function writeStore(prisma: PrismaClient, cookId: number, change: Partial<Store>) {
  const current = await loadStore(prisma, cookId);
  const { saved: _saved, userId: _userId, businessHours, ...rest } = { ...current, ...change };
  const data = { ...rest, businessHours: businessHours as unknown as Prisma.InputJsonValue };
  await prisma.storeSettings.upsert({ where: { userId: cookId }, create: { userId: cookId, ...data }, update: data });
}

/** Whose store a request edits: a cook's own; an admin's chosen cook. */
export async function storeOwner(prisma: PrismaClient, user: { id: number; role: string }, target: number | null) {
  if (user.role !== "admin") {
    if (target != null && target !== user.id) throw new NotAllowedError("You can only change your own store settings.");
    return user.id;
  }
  if (target == null) throw new ValidationError([{ field: "cookId", message: "Choose whose store to edit" }]);
  const cook = await prisma.user.findFirst({
    where: { id: target, role: "cook", deletedAt: null },
    select: { id: true },
  });
  if (!cook) throw new NotFoundError("No cook with that id.");
  return cook.id;
}

/** Saves the fields given (a partial save changes only those) of the cook's store. */
export async function saveStore(services: Services, cookId: number, fields: Record<string, unknown>) {
  const { saved: _saved, userId: _userId, ...current } = await loadStore(services.prisma, cookId);
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
  // The whole store after the change is checked, so a saved value the rules now refuse is named too.
  const data = parseInput(storeSettings, {
    ...current,
    description: current.description ?? "",
    taxId: current.taxId ?? "",
    ...given,
  });
  // The kitchen is where its address is: checkout measures distance, fee and radius from here,
  // and the driver collects there. An address the geocoder does not know leaves it unplaced; one
  // that could name several places is refused with the candidates.
  const moved = data.address !== current.address || current.latitude == null;
  const location = moved ? await addressCoordinates(services.maps, data.address) : {};
  await writeStore(services.prisma, cookId, {
    ...data,
    ...location,
    businessHours: data.businessHours as BusinessHours,
  });
}
