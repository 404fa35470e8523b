CREATE TABLE "article_link" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_sku" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_link_company_product_unique" UNIQUE("company_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "article_link" ADD CONSTRAINT "article_link_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_link" ADD CONSTRAINT "article_link_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_link_company_sku_idx" ON "article_link" USING btree ("company_id",upper("customer_sku") varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "article_link_product_idx" ON "article_link" USING btree ("product_id");