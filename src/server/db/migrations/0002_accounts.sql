CREATE TABLE "city" (
	"country_id" uuid NOT NULL,
	"zipcode" varchar(16) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "city_country_id_zipcode_name_pk" PRIMARY KEY("country_id","zipcode","name")
);
--> statement-breakpoint
CREATE TABLE "customer_token" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_flow" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"budget" bigint NOT NULL,
	"period" varchar(16) NOT NULL,
	"renewable" boolean DEFAULT true NOT NULL,
	"transferable" boolean DEFAULT false NOT NULL,
	"approve_from" bigint,
	"start_date" date,
	"end_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_flow_customer" (
	"flow_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"budget_remaining" bigint NOT NULL,
	CONSTRAINT "order_flow_customer_flow_id_customer_id_pk" PRIMARY KEY("flow_id","customer_id"),
	CONSTRAINT "order_flow_customer_customerId_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "city" ADD CONSTRAINT "city_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_token" ADD CONSTRAINT "customer_token_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow" ADD CONSTRAINT "order_flow_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_customer" ADD CONSTRAINT "order_flow_customer_flow_id_order_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."order_flow"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_flow_customer" ADD CONSTRAINT "order_flow_customer_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_token_customer_idx" ON "customer_token" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_flow_company_idx" ON "order_flow" USING btree ("company_id");