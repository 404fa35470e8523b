-- Issue 30: the ERP learns who approved an order that waited, and when, and whether it came from a
-- punch-out session.
ALTER TABLE "customer_order" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "punchout_protocol" varchar(8);--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_decided_by_customer_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;