-- Orders placed before Order.deliveryDate existed (20261127110000_portions_tips_days_off added it empty)
-- get the date they are delivered on: their slot's, or the day they were placed, in their kitchen's
-- time zone, as checkout records it. Days off and portion counts read it.
UPDATE "Order" AS o
SET "deliveryDate" = to_char(
  (COALESCE(o."scheduledFor", o."createdAt") AT TIME ZONE 'UTC') AT TIME ZONE z.tz,
  'YYYY-MM-DD'
)
FROM (
  SELECT o2.id, COALESCE(s."timeZone", 'America/Chicago') AS tz
  FROM "Order" o2
  LEFT JOIN "StoreSettings" s ON s."userId" = o2."cookId"
  WHERE o2."deliveryDate" IS NULL
) AS z
WHERE z.id = o.id;
