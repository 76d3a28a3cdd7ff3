-- A refund is owed by a payment: a declined order's, or a payment that was refused before it became
-- an order. Jobs are keyed by the payment intent; the order is optional.
ALTER TABLE "RefundJob" ADD COLUMN "paymentIntentId" TEXT;
UPDATE "RefundJob" AS j SET "paymentIntentId" = o."paymentIntentId" FROM "Order" AS o WHERE o."id" = j."orderId";
-- A job whose order has no payment owes nothing.
DELETE FROM "RefundJob" WHERE "paymentIntentId" IS NULL;
ALTER TABLE "RefundJob" DROP CONSTRAINT "RefundJob_pkey";
ALTER TABLE "RefundJob" ALTER COLUMN "orderId" DROP NOT NULL;
ALTER TABLE "RefundJob" ALTER COLUMN "paymentIntentId" SET NOT NULL;
ALTER TABLE "RefundJob" ADD CONSTRAINT "RefundJob_pkey" PRIMARY KEY ("paymentIntentId");
CREATE UNIQUE INDEX "RefundJob_orderId_key" ON "RefundJob"("orderId");
ALTER TABLE "RefundJob" ADD CONSTRAINT "RefundJob_paymentIntentId_fkey" FOREIGN KEY ("paymentIntentId") REFERENCES "PaymentIntent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
