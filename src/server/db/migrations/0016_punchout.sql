CREATE TABLE "punchout_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"oci_enabled" boolean DEFAULT false NOT NULL,
	"oci_username" varchar(120),
	"oci_password_hash" text,
	"allowed_hook_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cxml_from_domain" varchar(64),
	"cxml_from_identity" varchar(120),
	"cxml_to_domain" varchar(64),
	"cxml_to_identity" varchar(120),
	"cxml_sender_domain" varchar(64),
	"cxml_sender_identity" varchar(120),
	"cxml_secret_hash" text,
	"allowed_post_hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cxml_base64" boolean DEFAULT false NOT NULL,
	"unit_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punchout_settings_ociUsername_unique" UNIQUE("oci_username")
);
--> statement-breakpoint
CREATE TABLE "punchout_ticket" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "punchout" jsonb;--> statement-breakpoint
ALTER TABLE "punchout_settings" ADD CONSTRAINT "punchout_settings_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_settings" ADD CONSTRAINT "punchout_settings_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_ticket" ADD CONSTRAINT "punchout_ticket_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_ticket" ADD CONSTRAINT "punchout_ticket_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punchout_ticket_company_idx" ON "punchout_ticket" USING btree ("company_id");