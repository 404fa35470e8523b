-- Issue 30: companies and their users come in from the ERP; a role (Shopware's b2b_components_role)
-- names the rights of the users who have it.
CREATE TABLE "company_role" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rights" text[] DEFAULT '{}' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "company_role" ADD CONSTRAINT "company_role_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_role_company_idx" ON "company_role" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_role_id_company_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."company_role"("id") ON DELETE set null ON UPDATE no action;