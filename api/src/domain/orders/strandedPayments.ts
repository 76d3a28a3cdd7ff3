// A payment that succeeded before its order was placed (the spec's client charges the card first,
// then sends the order) and that placeOrder then refuses (the total changed, the kitchen closed, a
// dish went away) would leave the customer charged for nothing. It is refunded at once through the
// refund jobs, so a refund the provider does not take now is retried, and the customer is told: in
// the refusal's message and by mail.
import type { Services } from "../../context.ts";
import { AppError } from "../errors.ts";
import { composeMail } from "../../services/mail.ts";
import { attemptRefund } from "./lifecycle.ts";
import { queueStrandedRefund } from "./refunds.ts";
import { formatDollars } from "../money.ts";

type Refund = { amountCents: number; refunded: boolean };

/** Refunds the customer's succeeded payment that no order uses; null when there is none to refund. */
export async function refundStrandedPayment(
  services: Services,
  customerId: number,
  paymentIntentId: string,
): Promise<Refund | null> {
  const row = await services.prisma.paymentIntent.findUnique({
    where: { id: paymentIntentId },
    select: { customerId: true, amountCents: true },
  });
  if (!row || row.customerId !== customerId) return null;
  // The provider's word, not our copy: a card confirmed in the browser reaches us only this way.
  const intent = await services.payments.retrieve(paymentIntentId);
  if (intent?.status !== "succeeded") return null;
  // Under the payment's row lock, as createPendingOrder checks it: either the order was placed, or
  // the refund is queued and no order will be placed on this payment.
  const queued = await services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "PaymentIntent" WHERE id = ${paymentIntentId} FOR UPDATE`;
    if (await tx.order.findUnique({ where: { paymentIntentId }, select: { id: true } })) return false;
    await queueStrandedRefund(tx, paymentIntentId);
    return true;
  });
  if (!queued) return null;
  const refunded = await attemptRefund(services, paymentIntentId);
  const customer = await services.prisma.user.findUniqueOrThrow({
    where: { id: customerId },
    select: { email: true, name: true },
  });
  await services.mailer.send(
    composeMail({
      to: customer.email,
      subject: "Your HomePlate payment was refunded",
      greeting: `Hello ${customer.name},`,
      paragraphs: [
        "Your order could not be placed, so you were not charged for it.",
        refundNote({ amountCents: row.amountCents, refunded }),
      ],
      action: { label: "Back to HomePlate", url: `${services.publicUrl()}/` },
    }),
  );
  return { amountCents: row.amountCents, refunded };
}

const refundNote = ({ amountCents, refunded }: Refund) =>
  refunded
    ? `Your payment of ${formatDollars(amountCents)} has been refunded to your card.`
    : `Your refund of ${formatDollars(amountCents)} is being processed and will reach your card.`;

/**
 * Runs a placement that may be refused; when it is, and `paymentIntentId` names the customer's
 * succeeded payment that no order uses, the payment is refunded and the refusal says so.
 */
export async function refundingRefusedPayment<T>(
  services: Services,
  customerId: number,
  paymentIntentId: string | null | undefined,
  place: () => Promise<T>,
): Promise<T> {
  try {
    return await place();
  } catch (error) {
    if (!paymentIntentId || !(error instanceof AppError)) throw error;
    const refund = await refundStrandedPayment(services, customerId, paymentIntentId);
    if (refund) error.message = `${error.message} ${refundNote(refund)}`;
    throw error;
  }
}
