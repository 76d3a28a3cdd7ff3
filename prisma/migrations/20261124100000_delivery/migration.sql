-- Delivery: the tip (all the driver's), when the driver took the order and set off, and the
-- driver's last position, kept only while they have an active delivery.
ALTER TABLE "Order" ADD COLUMN "tipCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Order" ADD COLUMN "driverAssignedAt" TIMESTAMP(3);
ALTER TABLE "Order" ADD COLUMN "onWayAt" TIMESTAMP(3);

CREATE TABLE "DriverLocation" (
    "driverId" INTEGER NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "accuracy" DOUBLE PRECISION,
    "speed" DOUBLE PRECISION,
    "heading" DOUBLE PRECISION,
    "recordedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DriverLocation_pkey" PRIMARY KEY ("driverId")
);
ALTER TABLE "DriverLocation" ADD CONSTRAINT "DriverLocation_driverId_fkey" FOREIGN KEY ("driverId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "Order_status_driverId_idx" ON "Order"("status", "driverId");
