CREATE TABLE "contact_request" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"locale" varchar(10) NOT NULL,
	"form_id" varchar(64) NOT NULL,
	"email" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"template" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipient" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sales_channel_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" varchar(10) NOT NULL,
	"first_name" text,
	"last_name" text,
	"status" varchar(16) DEFAULT 'notSet' NOT NULL,
	"hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "blog_tag" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_request" ADD CONSTRAINT "contact_request_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipient" ADD CONSTRAINT "newsletter_recipient_sales_channel_id_sales_channel_id_fk" FOREIGN KEY ("sales_channel_id") REFERENCES "public"."sales_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_request_created_idx" ON "contact_request" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipient_email_idx" ON "newsletter_recipient" USING btree ("sales_channel_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipient_hash_idx" ON "newsletter_recipient" USING btree ("hash");--> statement-breakpoint
-- Tag names are content: the page cache hears of their changes like of other content.
CREATE TRIGGER blog_tag_changed AFTER INSERT OR UPDATE OR DELETE ON blog_tag FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();
