-- The offline geocoder places an address at the public place it names (its ZIP code or city), never
-- at another user's address: these flags say a point is only that public place.
ALTER TABLE "User" ADD COLUMN "locationApproximate" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "StoreSettings" ADD COLUMN "locationApproximate" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Order" ADD COLUMN "distanceApproximate" BOOLEAN NOT NULL DEFAULT false;
