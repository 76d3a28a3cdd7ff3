// What an admin does to a user: pause (or activate) and delete. A paused or deleted user is locked
// out at once: their sessions end, their API keys are revoked and their webhook endpoints disabled in
// the same transaction, and a driver's deliveries under way go back on offer. A user with history is
// anonymized rather than deleted, so the books stay whole.
import type { Services } from "../../context.ts";
import { Prisma, type User } from "../../generated/prisma/client.ts";
import { publishAccessChange } from "../../services/pubsub.ts";
import { NotFoundError } from "../errors.ts";
import { announceReleased, releaseDriverOrders } from "../orders/steps.ts";
import { recordAudit } from "./audit.ts";

/** The name a deleted user with history keeps, on their orders and reviews. */
export const DELETED_USER_NAME = "Deleted user";

/** Everything that acts as the user ends: sessions, API keys, webhook endpoints. */
async function lockOut(tx: Prisma.TransactionClient, userId: number) {
  await tx.session.deleteMany({ where: { userId } });
  await tx.apiKey.deleteMany({ where: { userId } });
  await tx.webhookEndpoint.updateMany({
    where: { userId, disabledAt: null },
    data: { enabled: false, disabledAt: new Date() },
  });
}

/**
 * Pausing ends every session at once (and live subscriptions with them, woken by the event); a
 * paused user cannot sign in until activated. `next` gives the new state from the one read under a
 * row lock, so changes at the same moment queue rather than collide: each toggle flips what the one
 * before it left. Setting the state the user already has changes and records nothing.
 */
export async function setPaused(ctx: Services, adminId: number, target: User, next: (paused: boolean) => boolean) {
  const changed = await ctx.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      { isPaused: boolean }[]
    >`SELECT "isPaused" FROM "User" WHERE id = ${target.id} AND "deletedAt" IS NULL FOR UPDATE`;
    if (!row) throw new NotFoundError("No such user.");
    const paused = next(row.isPaused);
    if (paused === row.isPaused) return null;
    await tx.user.update({ where: { id: target.id }, data: { isPaused: paused } });
    if (paused) await lockOut(tx, target.id);
    await recordAudit(tx, {
      actorId: adminId,
      action: paused ? "user.paused" : "user.activated",
      subjectId: target.id,
    });
    return { released: paused ? await releaseDriverOrders(tx, target.id) : [] };
  });
  if (!changed) return;
  await announceReleased(ctx, changed.released);
  await publishAccessChange(ctx.pubsub, { userIds: [target.id] });
  await ctx.pubsub.publish("userUpdated", target.id, { userId: target.id });
}

/** A paused or deleted driver's deliveries under way go back on offer to other drivers. */
async function releaseDeliveries(ctx: Services, userId: number) {
  const released = await ctx.prisma.$transaction((tx) => releaseDriverOrders(tx, userId));
  await announceReleased(ctx, released);
}

/** Deletes the user, or anonymizes one with history; answers which. */
export async function deleteUser(ctx: Services, adminId: number, target: User) {
  await releaseDeliveries(ctx, target.id);
  const outcome = (await hasHistory(ctx, target.id))
    ? await anonymize(ctx, adminId, target)
    : await removeOutright(ctx, adminId, target).catch((error) => {
        // An order placed since the check: its foreign key refuses the delete, so keep the books.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003")
          return anonymize(ctx, adminId, target);
        throw error;
      });
  await publishAccessChange(ctx.pubsub, { userIds: [target.id] });
  await ctx.pubsub.publish("userUpdated", target.id, { userId: target.id });
  return outcome;
}

/** Orders (as customer, cook or driver), reviews and payment intents are the books a delete must keep. */
async function hasHistory(ctx: Services, userId: number) {
  const { _count: n } = await ctx.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      _count: {
        select: { ordersPlaced: true, ordersCooked: true, ordersDriven: true, reviews: true, paymentIntents: true },
      },
    },
  });
  return n.ordersPlaced + n.ordersCooked + n.ordersDriven + n.reviews + n.paymentIntents > 0;
}

async function removeOutright(ctx: Services, adminId: number, target: User) {
  await ctx.prisma.$transaction([
    // The subject link would be cleared by the delete; the log keeps the id and role instead.
    recordAudit(ctx.prisma, {
      actorId: adminId,
      action: "user.deleted",
      subjectId: null,
      details: { userId: target.id, role: target.role },
    }),
    // Dishes before the user: their categories refuse to go while a dish still names them.
    ctx.prisma.foodItem.deleteMany({ where: { cookId: target.id } }),
    ctx.prisma.user.delete({ where: { id: target.id } }),
  ]);
  return "removed" as const;
}

/**
 * Erases what identifies the person (name, email, phone, address, password, sessions, reset links,
 * cart, applications with their licence details, store contact details) and locks the account,
 * keeping the row that orders, reviews and payments point to. Their dishes leave the menus.
 */
async function anonymize(ctx: Services, adminId: number, target: User) {
  const id = target.id;
  const now = new Date();
  await ctx.prisma.$transaction([
    ctx.prisma.user.update({
      where: { id },
      data: {
        name: DELETED_USER_NAME,
        username: DELETED_USER_NAME,
        // Unique and non-routable (RFC 2606 reserves .invalid), so no mail can ever reach anyone.
        email: `deleted-${id}@deleted.invalid`,
        phone: null,
        address: null,
        latitude: null,
        longitude: null,
        passwordHash: null,
        isPaused: true,
        deletedAt: now,
      },
    }),
    ctx.prisma.session.deleteMany({ where: { userId: id } }),
    ctx.prisma.apiKey.deleteMany({ where: { userId: id } }),
    ctx.prisma.webhookEndpoint.updateMany({
      where: { userId: id, disabledAt: null },
      data: { enabled: false, disabledAt: now },
    }),
    ctx.prisma.passwordResetToken.deleteMany({ where: { userId: id } }),
    ctx.prisma.loginAttempt.deleteMany({ where: { email: target.email } }),
    ctx.prisma.cartLine.deleteMany({ where: { OR: [{ userId: id }, { foodItem: { cookId: id } }] } }),
    ctx.prisma.chefApplication.deleteMany({ where: { userId: id } }),
    ctx.prisma.driverApplication.deleteMany({ where: { userId: id } }),
    ctx.prisma.storeSettings.deleteMany({ where: { userId: id } }),
    ctx.prisma.foodItem.updateMany({
      where: { cookId: id, withdrawnAt: null },
      data: { withdrawnAt: now, available: false },
    }),
    recordAudit(ctx.prisma, {
      actorId: adminId,
      action: "user.anonymized",
      subjectId: id,
      details: { role: target.role },
    }),
  ]);
  return "anonymized" as const;
}
