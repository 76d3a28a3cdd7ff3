// What other domains do inside the transaction of an order's step. Delivery builds on orders (it
// moves orders through their steps), so orders may not import it: instead, delivery registers here
// what a step means for it (a ready order is offered to drivers; a driver's position is forgotten
// after their last delivery), and the step runs it in its own transaction, so the step and its
// consequences are one write.
import type { Notification, Prisma } from "../../generated/prisma/client.ts";
import type { OrderStatusValue } from "./status.ts";

export type OrderStep = { orderId: number; actorId: number; to: OrderStatusValue };
/** Runs inside the step's transaction; returns the notifications to announce once it committed. */
export type StepHook = (tx: Prisma.TransactionClient, step: OrderStep) => Promise<Notification[]>;

const hooks: StepHook[] = [];

export function onOrderStep(hook: StepHook) {
  hooks.push(hook);
}

export async function runStepHooks(tx: Prisma.TransactionClient, step: OrderStep): Promise<Notification[]> {
  const out: Notification[] = [];
  for (const hook of hooks) out.push(...(await hook(tx, step)));
  return out;
}
