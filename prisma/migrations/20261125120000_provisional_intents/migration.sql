-- An intent made before its order (the spec's client asks for one with its own `amount` and an
-- empty server cart) has no cook until the order is placed.
ALTER TABLE "PaymentIntent" ALTER COLUMN "cookId" DROP NOT NULL;
