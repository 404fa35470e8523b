ALTER TABLE "cart" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD COLUMN "unit_price_milli" bigint;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "offer" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD CONSTRAINT "cart_line_item_offer_id_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offer"("id") ON DELETE set null ON UPDATE no action;