CREATE TABLE "erp_delivery" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"shipping_note_number" varchar(20) NOT NULL,
	"shipping_method" varchar(24) NOT NULL,
	"state" varchar(16) NOT NULL,
	"shipped_at" date,
	"tracking_number" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "erp_invoice" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_number" varchar(20) NOT NULL,
	"invoice_date" date NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"customer_reference" text,
	"invoice_url" text,
	"delivery_proof_url" text,
	"shipping_note_number" varchar(20),
	"amount_net" bigint NOT NULL,
	"amount_total" bigint NOT NULL,
	CONSTRAINT "erp_invoice_invoiceNumber_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "erp_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"firm" varchar(8) NOT NULL,
	"warehouse" varchar(16),
	"order_number" varchar(20) NOT NULL,
	"order_date" date NOT NULL,
	"status" varchar(24) NOT NULL,
	"order_type" varchar(16) NOT NULL,
	"customer_reference" text,
	"order_reference" text,
	"reference_suffix" varchar(64),
	"file_number" varchar(64),
	"remark" text,
	"line_count" integer NOT NULL,
	"amount_net" bigint NOT NULL,
	"amount_total" bigint NOT NULL,
	"delivery_cost" bigint DEFAULT 0 NOT NULL,
	"additional_cost" bigint DEFAULT 0 NOT NULL,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	CONSTRAINT "erp_order_number_unique" UNIQUE("firm","order_number")
);
--> statement-breakpoint
CREATE TABLE "erp_order_line" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"article_number" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"quantity_milli" bigint NOT NULL,
	"unit" varchar(8) NOT NULL,
	"unit_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"delivery_date" date,
	"customer_article_number" varchar(64),
	"invoice_id" uuid,
	"delivery_id" uuid,
	"sending_number" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "erp_transaction" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_method" varchar(24) NOT NULL,
	"state" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_delivery" ADD CONSTRAINT "erp_delivery_order_id_erp_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."erp_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoice" ADD CONSTRAINT "erp_invoice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoice" ADD CONSTRAINT "erp_invoice_order_id_erp_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."erp_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_order" ADD CONSTRAINT "erp_order_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_order" ADD CONSTRAINT "erp_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_order_line" ADD CONSTRAINT "erp_order_line_order_id_erp_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."erp_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_order_line" ADD CONSTRAINT "erp_order_line_invoice_id_erp_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."erp_invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_order_line" ADD CONSTRAINT "erp_order_line_delivery_id_erp_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."erp_delivery"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_transaction" ADD CONSTRAINT "erp_transaction_order_id_erp_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."erp_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_delivery_order_idx" ON "erp_delivery" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "erp_invoice_company_date_idx" ON "erp_invoice" USING btree ("company_id","invoice_date" DESC NULLS LAST,"invoice_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "erp_invoice_order_idx" ON "erp_invoice" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "erp_order_company_date_idx" ON "erp_order" USING btree ("company_id","order_date" DESC NULLS LAST,"order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "erp_order_customer_date_idx" ON "erp_order" USING btree ("customer_id","order_date" DESC NULLS LAST,"order_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "erp_order_line_order_idx" ON "erp_order_line" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "erp_order_line_article_idx" ON "erp_order_line" USING btree ("article_number","order_id");--> statement-breakpoint
CREATE INDEX "erp_order_line_customer_article_idx" ON "erp_order_line" USING btree ("customer_article_number","order_id");--> statement-breakpoint
CREATE INDEX "erp_transaction_order_idx" ON "erp_transaction" USING btree ("order_id","created_at" DESC NULLS LAST);