-- Order ahead: a kitchen's slot rules, an order's slot (with when its preparation starts and until
-- when its customer may cancel), and when a scheduled order joined the cook's live queue.
ALTER TABLE "StoreSettings" ADD COLUMN "orderCutoffMinutes" INTEGER;
ALTER TABLE "StoreSettings" ADD COLUMN "maxOrdersPerSlot" INTEGER;

ALTER TABLE "Order" ADD COLUMN "scheduledFor" TIMESTAMP(3);
ALTER TABLE "Order" ADD COLUMN "prepareAt" TIMESTAMP(3);
ALTER TABLE "Order" ADD COLUMN "cancellableUntil" TIMESTAMP(3);
ALTER TABLE "Order" ADD COLUMN "releasedAt" TIMESTAMP(3);
CREATE INDEX "Order_cookId_scheduledFor_idx" ON "Order"("cookId", "scheduledFor");
-- The sweep that moves scheduled orders into the live queue reads only the ones still waiting.
CREATE INDEX "Order_prepareAt_idx" ON "Order"("prepareAt") WHERE "releasedAt" IS NULL AND "scheduledFor" IS NOT NULL;

-- A read-only tracking link: only the SHA-256 of its token is kept.
CREATE TABLE "OrderShareLink" (
    "tokenHash" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OrderShareLink_pkey" PRIMARY KEY ("tokenHash")
);
CREATE INDEX "OrderShareLink_orderId_idx" ON "OrderShareLink"("orderId");
ALTER TABLE "OrderShareLink" ADD CONSTRAINT "OrderShareLink_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
