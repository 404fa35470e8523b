-- Trigram similarity finds the known words nearest to a misspelt one.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Exact and prefix matches on article and manufacturer numbers, whatever case the buyer types.
CREATE INDEX "product_number_upper_idx" ON "product" (upper("product_number") varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_manufacturer_number_upper_idx" ON "product" (upper("manufacturer_number"));
