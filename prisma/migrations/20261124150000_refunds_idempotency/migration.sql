-- A refund owed to a declined order's customer, kept until the payment provider has taken it.
CREATE TABLE "RefundJob" (
    "orderId" INTEGER NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RefundJob_pkey" PRIMARY KEY ("orderId")
);
CREATE INDEX "RefundJob_nextAttemptAt_idx" ON "RefundJob"("nextAttemptAt");
ALTER TABLE "RefundJob" ADD CONSTRAINT "RefundJob_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open intent per customer and priced cart: two create-intent calls at once share one.
ALTER TABLE "PaymentIntent" ADD COLUMN "idempotencyKey" TEXT;
CREATE UNIQUE INDEX "PaymentIntent_open_idempotencyKey_key" ON "PaymentIntent"("idempotencyKey") WHERE "status" = 'requires_payment_method';
