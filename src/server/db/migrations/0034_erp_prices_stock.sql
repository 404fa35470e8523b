-- The Admin API's ids of advanced prices, stock per branch and warehouses (issue 29, integration/sync).
ALTER TABLE "product_price" ADD COLUMN "id" uuid;--> statement-breakpoint
ALTER TABLE "product_stock" ADD COLUMN "id" uuid;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "id" uuid;--> statement-breakpoint
-- Stored warehouses get the id the seed gives them (warehouseId in src/shared/ids.ts).
UPDATE "warehouse" SET "id" = md5('b2b:warehouse:' || "code")::uuid;--> statement-breakpoint
ALTER TABLE "warehouse" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_price_id_idx" ON "product_price" USING btree ("id") WHERE "product_price"."id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_stock_id_idx" ON "product_stock" USING btree ("id") WHERE "product_stock"."id" is not null;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_id_unique" UNIQUE("id");
