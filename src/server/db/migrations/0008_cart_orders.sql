CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_reference_id" uuid,
	"external_contact_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_customerId_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "cart_line_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"product_id" uuid,
	"promotion_code" varchar(64),
	"quantity_milli" bigint DEFAULT 1000 NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_number" varchar(16) NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"comment" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_offerNumber_unique" UNIQUE("offer_number")
);
--> statement-breakpoint
CREATE TABLE "pickup_location" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"discount_bp" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "promotion_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_flow_approver" (
	"flow_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "order_flow_approver_flow_id_customer_id_pk" PRIMARY KEY("flow_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_number" varchar(16) NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"locale" varchar(10) NOT NULL,
	"status" varchar(16) NOT NULL,
	"idempotency_key" varchar(128),
	"flow_id" uuid,
	"order_reference_id" uuid,
	"order_reference_name" text,
	"order_reference_suffix" varchar(64),
	"file_number" varchar(64),
	"customer_comment" text,
	"shipping_option" varchar(16) NOT NULL,
	"shipping_method" varchar(16) NOT NULL,
	"shipping_date" date,
	"payment_method" varchar(16) NOT NULL,
	"pickup_location_id" uuid,
	"external_contact_id" uuid,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	"amount_net" bigint NOT NULL,
	"amount_total" bigint NOT NULL,
	"shipping_total" bigint DEFAULT 0 NOT NULL,
	"additional_cost" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"approval_reason" varchar(32),
	"cart_copy" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_order_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "customer_order_idempotency_unique" UNIQUE("customer_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "order_line_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_number" varchar(64) NOT NULL,
	"label" text NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"unit" varchar(8) NOT NULL,
	"unit_price" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"comment" text,
	"customer_sku" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "external_contact" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"kind" varchar(16) DEFAULT 'contact' NOT NULL,
	"linked" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reference" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_by" uuid,
	"budget" bigint,
	"period" varchar(16) DEFAULT 'monthly' NOT NULL,
	"renewable" boolean DEFAULT true NOT NULL,
	"transferable" boolean DEFAULT false NOT NULL,
	"approve_from" bigint,
	"start_date" date,
	"end_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reference_company_name_unique" UNIQUE("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "order_reference_approver" (
	"order_reference_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "order_reference_approver_order_reference_id_customer_id_pk" PRIMARY KEY("order_reference_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "order_reference_customer" (
	"order_reference_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "order_reference_customer_order_reference_id_customer_id_pk" PRIMARY KEY("order_reference_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "order_flow" ALTER COLUMN "period" SET DEFAULT 'monthly';--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_order_reference_id_order_reference_id_fk" FOREIGN KEY ("order_reference_id") REFERENCES "public"."order_reference"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_external_contact_id_external_contact_id_fk" FOREIGN KEY ("external_contact_id") REFERENCES "public"."external_contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD CONSTRAINT "cart_line_item_cart_id_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD CONSTRAINT "cart_line_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer" ADD CONSTRAINT "offer_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_approver" ADD CONSTRAINT "order_flow_approver_flow_id_order_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flow"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_approver" ADD CONSTRAINT "order_flow_approver_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_flow_id_order_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flow"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_order_reference_id_order_reference_id_fk" FOREIGN KEY ("order_reference_id") REFERENCES "public"."order_reference"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_external_contact_id_external_contact_id_fk" FOREIGN KEY ("external_contact_id") REFERENCES "public"."external_contact"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_item" ADD CONSTRAINT "order_line_item_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_contact" ADD CONSTRAINT "external_contact_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference" ADD CONSTRAINT "order_reference_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference" ADD CONSTRAINT "order_reference_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference_approver" ADD CONSTRAINT "order_reference_approver_order_reference_id_order_reference_id_fk" FOREIGN KEY ("order_reference_id") REFERENCES "public"."order_reference"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference_approver" ADD CONSTRAINT "order_reference_approver_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference_customer" ADD CONSTRAINT "order_reference_customer_order_reference_id_order_reference_id_fk" FOREIGN KEY ("order_reference_id") REFERENCES "public"."order_reference"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reference_customer" ADD CONSTRAINT "order_reference_customer_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_item_product_idx" ON "cart_line_item" USING btree ("cart_id","product_id") WHERE "cart_line_item"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_item_promotion_idx" ON "cart_line_item" USING btree ("cart_id","promotion_code") WHERE "cart_line_item"."promotion_code" is not null;--> statement-breakpoint
CREATE INDEX "offer_company_idx" ON "offer" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_order_customer_idx" ON "customer_order" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_order_company_idx" ON "customer_order" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_order_flow_idx" ON "customer_order" USING btree ("flow_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_order_reference_idx" ON "customer_order" USING btree ("order_reference_id","created_at");--> statement-breakpoint
CREATE INDEX "order_line_item_order_idx" ON "order_line_item" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "external_contact_company_idx" ON "external_contact" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "order_flow_customer" DROP COLUMN "budget_remaining";