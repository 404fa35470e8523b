CREATE TABLE "category_facet" (
	"category_id" uuid NOT NULL,
	"facet" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "category_facet_category_id_facet_pk" PRIMARY KEY("category_id","facet")
);
--> statement-breakpoint
CREATE TABLE "category_price_range" (
	"category_id" uuid NOT NULL,
	"price_list" text NOT NULL,
	"min_milli" bigint,
	"max_milli" bigint,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_price_range_category_id_price_list_pk" PRIMARY KEY("category_id","price_list")
);
--> statement-breakpoint
CREATE TABLE "product_listing" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_tree" uuid[] NOT NULL,
	"manufacturer_id" uuid,
	"option_ids" uuid[] NOT NULL,
	"net_price_milli" bigint,
	"list_prices" jsonb NOT NULL,
	"rating_average" real,
	"shipping_free" boolean NOT NULL,
	"stock" integer NOT NULL,
	"product_number" varchar(64) NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_nl" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_listing_category_tree_idx" ON "product_listing" USING gin ("category_tree");--> statement-breakpoint
CREATE INDEX "product_listing_option_ids_idx" ON "product_listing" USING gin ("option_ids");--> statement-breakpoint
CREATE INDEX "product_listing_manufacturer_idx" ON "product_listing" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "product_price_product_idx" ON "product_price" USING btree ("product_id");