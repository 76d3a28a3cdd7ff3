-- Settings nothing acts on leave: HomePlate sends no marketing messages, and a kitchen's orders are
-- delivered by the platform's drivers.
ALTER TABLE "StoreSettings" DROP COLUMN "useOwnDelivery";
ALTER TABLE "StoreSettings" DROP COLUMN "notifyMarketing";
