-- Saved cards: a payment-provider customer per user, cards kept with the customer's consent, cards
-- being saved from the account, the test provider's payment methods; off-session charges' keys; and a
-- tip's provider key and card.
ALTER TABLE "User" ADD COLUMN "paymentCustomerId" TEXT;
CREATE UNIQUE INDEX "User_paymentCustomerId_key" ON "User"("paymentCustomerId");

ALTER TABLE "PaymentIntent" ADD COLUMN "saveCard" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "PaymentIntent" ADD COLUMN "chargeKey" TEXT;
CREATE UNIQUE INDEX "PaymentIntent_chargeKey_key" ON "PaymentIntent"("chargeKey");

ALTER TABLE "Tip" ADD COLUMN "providerKey" TEXT;
ALTER TABLE "Tip" ADD COLUMN "savedCardId" INTEGER;

CREATE TABLE "SavedCard" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "paymentMethodId" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "expMonth" INTEGER NOT NULL,
    "expYear" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SavedCard_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "SavedCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "SavedCard_paymentMethodId_key" ON "SavedCard"("paymentMethodId");
CREATE INDEX "SavedCard_userId_idx" ON "SavedCard"("userId");

CREATE TABLE "CardSetup" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "clientSecret" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "paymentMethodId" TEXT,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "CardSetup_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CardSetup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "CardSetup_userId_idx" ON "CardSetup"("userId");

CREATE TABLE "TestPaymentMethod" (
    "id" TEXT NOT NULL,
    "cardNumber" TEXT NOT NULL,
    "customer" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TestPaymentMethod_pkey" PRIMARY KEY ("id")
);
