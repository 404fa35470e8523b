-- Issue 30: the ERP moves orders through Shopware's states: the order's own (customer_order.status), its
-- delivery (with tracking codes) and its payment, each addressed by the id the Admin API shows for it.
ALTER TABLE "customer_order" ADD COLUMN "erp_order_number" varchar(64);--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "delivery_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "delivery_state" varchar(24) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "tracking_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "transaction_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "payment_state" varchar(24) DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_delivery_idx" ON "customer_order" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_transaction_idx" ON "customer_order" USING btree ("transaction_id");