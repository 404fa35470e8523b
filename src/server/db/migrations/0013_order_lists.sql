CREATE TABLE "order_list" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"name" varchar(120) NOT NULL,
	"privacy" varchar(16) DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_list_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_list_item_product_unique" UNIQUE("order_list_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "order_list" ADD CONSTRAINT "order_list_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list" ADD CONSTRAINT "order_list_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_item" ADD CONSTRAINT "order_list_item_order_list_id_order_list_id_fk" FOREIGN KEY ("order_list_id") REFERENCES "public"."order_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_item" ADD CONSTRAINT "order_list_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_list_company_idx" ON "order_list" USING btree ("company_id","created_by");