-- Accounts, applications, kitchens and menus, mail outbox.

CREATE TYPE "Role" AS ENUM ('customer', 'cook', 'driver', 'admin');
CREATE TYPE "ApplicationStatus" AS ENUM ('pending', 'approved', 'rejected');

CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "address" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "role" "Role" NOT NULL DEFAULT 'customer',
    "approvalStatus" "ApplicationStatus",
    "passwordHash" TEXT,
    "isPaused" BOOLEAN NOT NULL DEFAULT false,
    "stripeAccountId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "userAgent" TEXT,
    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

CREATE TABLE "PasswordResetToken" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");

CREATE TABLE "LoginAttempt" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LoginAttempt_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "LoginAttempt_email_createdAt_idx" ON "LoginAttempt"("email", "createdAt");
CREATE INDEX "LoginAttempt_createdAt_idx" ON "LoginAttempt"("createdAt");

CREATE TABLE "ChefApplication" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'pending',
    "businessName" TEXT NOT NULL,
    "cuisine" TEXT,
    "businessType" TEXT,
    "description" TEXT NOT NULL,
    "specialties" TEXT NOT NULL,
    "experienceYears" INTEGER NOT NULL,
    "kitchenAddress" TEXT NOT NULL,
    "governmentIdPhoto" TEXT,
    "businessLicensePhoto" TEXT,
    "kitchenPhoto" TEXT,
    "rejectionReason" TEXT,
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ChefApplication_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ChefApplication_userId_idx" ON "ChefApplication"("userId");
CREATE INDEX "ChefApplication_status_idx" ON "ChefApplication"("status");

CREATE TABLE "DriverApplication" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'pending',
    "licenseNumber" TEXT NOT NULL,
    "vehicleType" TEXT NOT NULL,
    "vehicleMake" TEXT NOT NULL,
    "vehicleModel" TEXT NOT NULL,
    "vehicleYear" INTEGER NOT NULL,
    "licensePlate" TEXT NOT NULL,
    "insuranceProvider" TEXT NOT NULL,
    "insurancePolicyNumber" TEXT,
    "hasInsurance" BOOLEAN NOT NULL,
    "hasCleanRecord" BOOLEAN NOT NULL,
    "canWorkWeekends" BOOLEAN NOT NULL DEFAULT false,
    "preferredAreas" TEXT,
    "driverLicensePhoto" TEXT,
    "vehicleRegistrationPhoto" TEXT,
    "insuranceProofPhoto" TEXT,
    "rejectionReason" TEXT,
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DriverApplication_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "DriverApplication_userId_idx" ON "DriverApplication"("userId");
CREATE INDEX "DriverApplication_status_idx" ON "DriverApplication"("status");

CREATE TABLE "RestaurantProfile" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "restaurantName" TEXT NOT NULL,
    "cuisineType" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "logoUrl" TEXT,
    "bannerUrl" TEXT,
    "specialties" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "RestaurantProfile_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "RestaurantProfile_userId_key" ON "RestaurantProfile"("userId");

CREATE TABLE "Category" (
    "id" SERIAL NOT NULL,
    "cookId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Category_cookId_displayOrder_idx" ON "Category"("cookId", "displayOrder");

CREATE TABLE "FoodItem" (
    "id" SERIAL NOT NULL,
    "cookId" INTEGER NOT NULL,
    "categoryId" INTEGER,
    "meal" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "imageUrl" TEXT,
    "prepTime" TEXT NOT NULL,
    "available" BOOLEAN NOT NULL DEFAULT true,
    "customDeliveryFeeCents" INTEGER,
    "isOnSpecial" BOOLEAN NOT NULL DEFAULT false,
    "specialPriceCents" INTEGER,
    "specialDescription" TEXT,
    "specialEndDate" TIMESTAMP(3),
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "reviewCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "FoodItem_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "FoodItem_cookId_idx" ON "FoodItem"("cookId");
CREATE INDEX "FoodItem_meal_idx" ON "FoodItem"("meal");

CREATE TABLE "MailMessage" (
    "id" SERIAL NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "error" TEXT,
    CONSTRAINT "MailMessage_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "MailMessage_to_idx" ON "MailMessage"("to");

ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ChefApplication" ADD CONSTRAINT "ChefApplication_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ChefApplication" ADD CONSTRAINT "ChefApplication_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "DriverApplication" ADD CONSTRAINT "DriverApplication_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DriverApplication" ADD CONSTRAINT "DriverApplication_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "RestaurantProfile" ADD CONSTRAINT "RestaurantProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Category" ADD CONSTRAINT "Category_cookId_fkey" FOREIGN KEY ("cookId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FoodItem" ADD CONSTRAINT "FoodItem_cookId_fkey" FOREIGN KEY ("cookId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "FoodItem" ADD CONSTRAINT "FoodItem_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
