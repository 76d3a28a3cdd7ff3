-- Favourite dishes and kitchens, each dish's allergens and dietary tags (null until declared), each
-- user's dietary profile, and trigram search (pg_trgm ships with PostgreSQL's contrib and as a PGlite
-- extension, loaded where the embedded database is created).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE "FoodItem" ADD COLUMN "allergens" JSONB;
ALTER TABLE "FoodItem" ADD COLUMN "dietaryTags" JSONB;

ALTER TABLE "User" ADD COLUMN "avoidAllergens" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "User" ADD COLUMN "diets" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];

CREATE TABLE "FavouriteDish" (
    "userId" INTEGER NOT NULL,
    "foodItemId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FavouriteDish_pkey" PRIMARY KEY ("userId", "foodItemId")
);
CREATE INDEX "FavouriteDish_foodItemId_idx" ON "FavouriteDish"("foodItemId");
ALTER TABLE "FavouriteDish" ADD CONSTRAINT "FavouriteDish_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FavouriteDish" ADD CONSTRAINT "FavouriteDish_foodItemId_fkey" FOREIGN KEY ("foodItemId") REFERENCES "FoodItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "FavouriteKitchen" (
    "userId" INTEGER NOT NULL,
    "cookId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FavouriteKitchen_pkey" PRIMARY KEY ("userId", "cookId")
);
CREATE INDEX "FavouriteKitchen_cookId_idx" ON "FavouriteKitchen"("cookId");
ALTER TABLE "FavouriteKitchen" ADD CONSTRAINT "FavouriteKitchen_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FavouriteKitchen" ADD CONSTRAINT "FavouriteKitchen_cookId_fkey" FOREIGN KEY ("cookId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Typo-tolerant matching on the names people search for most.
CREATE INDEX "FoodItem_name_trgm_idx" ON "FoodItem" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "RestaurantProfile_restaurantName_trgm_idx" ON "RestaurantProfile" USING GIN ("restaurantName" gin_trgm_ops);
