-- Article and manufacturer numbers match without their separators and in any case: "im100158" finds
-- "IM-100158", "62042rs" finds "6204-2RS" (search/rank.ts uses exactly these expressions).
DROP INDEX IF EXISTS "product_number_upper_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_manufacturer_number_upper_idx";--> statement-breakpoint
CREATE INDEX "product_number_compact_idx" ON "product" (regexp_replace(upper("product_number"), '[^A-Z0-9]', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_manufacturer_number_compact_idx" ON "product" (regexp_replace(upper("manufacturer_number"), '[^A-Z0-9]', '', 'g'));
