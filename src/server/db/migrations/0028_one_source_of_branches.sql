ALTER TABLE "customer_order" ADD COLUMN "pickup_place" jsonb;--> statement-breakpoint
-- Orders placed before keep their pickup point: its name and address line become the order's copy.
UPDATE "customer_order" o SET "pickup_place" = jsonb_build_object(
  'name', p.name, 'street', split_part(p.address, ', ', 1),
  'postalCode', split_part(split_part(p.address, ', ', 2), ' ', 1), 'city', p.city,
  'phone', '', 'email', '', 'lat', 0, 'lon', 0, 'translated', '{}'::jsonb)
FROM "pickup_location" p WHERE p.id = o.pickup_location_id;--> statement-breakpoint
DROP TABLE "pickup_location" CASCADE;
