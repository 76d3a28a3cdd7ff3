-- Portions per day, tips after delivery and a cook's days off.
ALTER TABLE "FoodItem" ADD COLUMN "portionsPerDay" INTEGER;
ALTER TABLE "Order" ADD COLUMN "deliveryDate" TEXT;
ALTER TABLE "Order" ADD COLUMN "substitutes" JSONB;
CREATE INDEX "Order_cookId_deliveryDate_idx" ON "Order"("cookId", "deliveryDate");
ALTER TABLE "PaymentIntent" ADD COLUMN "paymentMethod" TEXT;
ALTER TABLE "User" ADD COLUMN "substitutionPreference" TEXT NOT NULL DEFAULT 'refund';

CREATE TABLE "DishPortions" (
    "foodItemId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "portions" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "DishPortions_pkey" PRIMARY KEY ("foodItemId", "date"),
    CONSTRAINT "DishPortions_foodItemId_fkey" FOREIGN KEY ("foodItemId") REFERENCES "FoodItem"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "Tip" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "driverId" INTEGER,
    "amountCents" INTEGER NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'charging',
    "failureMessage" TEXT,
    "paymentIntentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" TIMESTAMP(3),
    CONSTRAINT "Tip_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Tip_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Tip_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Tip_driverId_fkey" FOREIGN KEY ("driverId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Tip_paymentIntentId_fkey" FOREIGN KEY ("paymentIntentId") REFERENCES "PaymentIntent"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "Tip_paymentIntentId_key" ON "Tip"("paymentIntentId");
CREATE UNIQUE INDEX "Tip_customerId_idempotencyKey_key" ON "Tip"("customerId", "idempotencyKey");
CREATE INDEX "Tip_orderId_idx" ON "Tip"("orderId");
CREATE INDEX "Tip_driverId_paidAt_idx" ON "Tip"("driverId", "paidAt");

CREATE TABLE "KitchenDayOff" (
    "id" SERIAL NOT NULL,
    "cookId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "KitchenDayOff_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "KitchenDayOff_cookId_fkey" FOREIGN KEY ("cookId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "KitchenDayOff_cookId_date_key" ON "KitchenDayOff"("cookId", "date");
