-- Where the kitchen is: its store address geocoded when saved. Distance, delivery fee, delivery
-- radius and the driver's pickup are measured from here.
ALTER TABLE "StoreSettings" ADD COLUMN "latitude" DOUBLE PRECISION;
ALTER TABLE "StoreSettings" ADD COLUMN "longitude" DOUBLE PRECISION;
-- A store at its cook's own address is where the cook's profile says.
UPDATE "StoreSettings" AS s SET "latitude" = u."latitude", "longitude" = u."longitude"
  FROM "User" AS u
  WHERE u."id" = s."userId" AND lower(trim(s."address")) = lower(trim(u."address"));
