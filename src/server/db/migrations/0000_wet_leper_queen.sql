CREATE TABLE "category" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"path" text DEFAULT '' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"type" varchar(16) DEFAULT 'page' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"cms_page_id" uuid,
	"link_type" varchar(16),
	"internal_link" uuid,
	"external_link" text,
	"link_new_tab" boolean DEFAULT false NOT NULL,
	"media_id" uuid,
	"icon_media_id" uuid,
	"product_count" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translated_custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_time" (
	"id" uuid PRIMARY KEY NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL,
	"unit" varchar(8) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"media_id" uuid,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"mime_type" text DEFAULT 'image/jpeg' NOT NULL,
	"width" integer,
	"height" integer,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_id" uuid,
	"product_number" varchar(64) NOT NULL,
	"ean" varchar(14),
	"manufacturer_id" uuid,
	"manufacturer_number" varchar(64),
	"active" boolean DEFAULT true NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"min_purchase" integer DEFAULT 1 NOT NULL,
	"max_purchase" integer,
	"purchase_steps" integer DEFAULT 1 NOT NULL,
	"unit" varchar(8) DEFAULT 'ST' NOT NULL,
	"delivery_time_id" uuid,
	"restock_time" integer,
	"net_price_milli" bigint,
	"list_price_milli" bigint,
	"tax_rate_bp" integer DEFAULT 2100 NOT NULL,
	"shipping_free" boolean DEFAULT false NOT NULL,
	"rating_average" real,
	"cover_media_id" uuid,
	"category_ids" uuid[] DEFAULT '{}' NOT NULL,
	"category_tree" uuid[] DEFAULT '{}' NOT NULL,
	"property_ids" uuid[] DEFAULT '{}' NOT NULL,
	"option_ids" uuid[] DEFAULT '{}' NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"variant_listing_config" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_productNumber_unique" UNIQUE("product_number")
);
--> statement-breakpoint
CREATE TABLE "product_cross_selling" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_ids" uuid[] NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"product_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_media_product_id_media_id_pk" PRIMARY KEY("product_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "product_price" (
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity_start" integer DEFAULT 1 NOT NULL,
	"net_price_milli" bigint NOT NULL,
	CONSTRAINT "product_price_price_list_id_product_id_quantity_start_pk" PRIMARY KEY("price_list_id","product_id","quantity_start")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"product_id" uuid NOT NULL,
	"warehouse_code" varchar(16) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_stock_product_id_warehouse_code_pk" PRIMARY KEY("product_id","warehouse_code")
);
--> statement-breakpoint
CREATE TABLE "property_group" (
	"id" uuid PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"display_type" varchar(16) DEFAULT 'text' NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"visible_in_search_results" boolean DEFAULT true NOT NULL,
	"visible_on_product_detail_page" boolean DEFAULT true NOT NULL,
	"visible_on_product_listing_page" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_option" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"numeric_value" real,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" varchar(16) DEFAULT 'branch' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" uuid PRIMARY KEY NOT NULL,
	"iso_code" varchar(3) NOT NULL,
	"symbol" varchar(4) NOT NULL,
	CONSTRAINT "currency_isoCode_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" uuid PRIMARY KEY NOT NULL,
	"locale_code" varchar(10) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "language_localeCode_unique" UNIQUE("locale_code")
);
--> statement-breakpoint
CREATE TABLE "sales_channel" (
	"id" uuid PRIMARY KEY NOT NULL,
	"access_key" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"language_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"navigation_category_id" uuid NOT NULL,
	"service_category_id" uuid,
	"countries_category_id" uuid,
	"footer_category_id" uuid,
	"maintenance" boolean DEFAULT false NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "sales_channel_accessKey_unique" UNIQUE("access_key")
);
--> statement-breakpoint
CREATE TABLE "sales_channel_domain" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"path_prefix" text DEFAULT '' NOT NULL,
	"language_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"snippet_set_id" uuid NOT NULL,
	"language_label" text NOT NULL,
	CONSTRAINT "sales_channel_domain_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_category" (
	"id" uuid PRIMARY KEY NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cms_page_id" uuid,
	"media_id" uuid,
	"author_name" text,
	"published_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"category_ids" uuid[] DEFAULT '{}' NOT NULL,
	"tag_ids" uuid[] DEFAULT '{}' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_tag" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_block" (
	"id" uuid PRIMARY KEY NOT NULL,
	"section_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" varchar(64) NOT NULL,
	"section_position" varchar(16) DEFAULT 'main' NOT NULL,
	"background_color" varchar(32),
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_section" (
	"id" uuid PRIMARY KEY NOT NULL,
	"page_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" varchar(32) DEFAULT 'default' NOT NULL,
	"sizing_mode" varchar(16) DEFAULT 'boxed' NOT NULL,
	"background_color" varchar(32),
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_slot" (
	"id" uuid PRIMARY KEY NOT NULL,
	"block_id" uuid NOT NULL,
	"slot" varchar(64) NOT NULL,
	"type" varchar(64) NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_url" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"route_name" varchar(64) NOT NULL,
	"foreign_key" uuid NOT NULL,
	"path_info" text NOT NULL,
	"seo_path_info" text NOT NULL,
	"is_canonical" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" varchar(6) NOT NULL,
	"name" text NOT NULL,
	"vat_id" varchar(16),
	"active" boolean DEFAULT true NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"price_list_id" uuid,
	"branch_code" varchar(16),
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_number_unique" UNIQUE("number"),
	CONSTRAINT "company_vatId_unique" UNIQUE("vat_id")
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" uuid PRIMARY KEY NOT NULL,
	"iso" varchar(2) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "country_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"username" varchar(120) NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"salutation" varchar(16),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"guest" boolean DEFAULT false NOT NULL,
	"lead_buyer" boolean DEFAULT false NOT NULL,
	"customer_type" varchar(16) DEFAULT 'user' NOT NULL,
	"language_id" uuid,
	"default_billing_address_id" uuid,
	"default_shipping_address_id" uuid,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"double_opt_in_registration" boolean DEFAULT false NOT NULL,
	"double_opt_in_confirm_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "customer_address" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"street" text NOT NULL,
	"street_number" varchar(16),
	"box" varchar(16),
	"zipcode" varchar(16) NOT NULL,
	"city" text NOT NULL,
	"country_id" uuid NOT NULL,
	"default_delivery" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_right" (
	"customer_id" uuid NOT NULL,
	"code" varchar(48) NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "customer_right_customer_id_code_pk" PRIMARY KEY("customer_id","code")
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cross_selling" ADD CONSTRAINT "product_cross_selling_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_price_list_id_price_list_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_warehouse_code_warehouse_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouse"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_option" ADD CONSTRAINT "property_option_group_id_property_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel" ADD CONSTRAINT "sales_channel_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel" ADD CONSTRAINT "sales_channel_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_domain" ADD CONSTRAINT "sales_channel_domain_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_domain" ADD CONSTRAINT "sales_channel_domain_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_channel_domain" ADD CONSTRAINT "sales_channel_domain_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_block" ADD CONSTRAINT "cms_block_section_id_cms_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."cms_section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_section" ADD CONSTRAINT "cms_section_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_slot" ADD CONSTRAINT "cms_slot_block_id_cms_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."cms_block"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_url" ADD CONSTRAINT "seo_url_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_url" ADD CONSTRAINT "seo_url_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_price_list_id_price_list_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_list"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_right" ADD CONSTRAINT "customer_right_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_parent_idx" ON "product" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_ean_idx" ON "product" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "product_manufacturer_idx" ON "product" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "product_category_tree_idx" ON "product" USING gin ("category_tree");--> statement-breakpoint
CREATE INDEX "product_property_ids_idx" ON "product" USING gin ("property_ids");--> statement-breakpoint
CREATE INDEX "property_option_group_idx" ON "property_option" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "domain_host_idx" ON "sales_channel_domain" USING btree ("host");--> statement-breakpoint
CREATE INDEX "session_customer_idx" ON "session" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cms_block_section_idx" ON "cms_block" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "cms_section_page_idx" ON "cms_section" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "cms_slot_block_idx" ON "cms_slot" USING btree ("block_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_url_path_idx" ON "seo_url" USING btree ("sales_channel_id","language_id","seo_path_info");--> statement-breakpoint
CREATE INDEX "seo_url_foreign_idx" ON "seo_url" USING btree ("foreign_key","language_id");--> statement-breakpoint
CREATE INDEX "customer_company_idx" ON "customer" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customer_address_company_idx" ON "customer_address" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "login_attempt_key_idx" ON "login_attempt" USING btree ("key","at");