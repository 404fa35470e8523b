CREATE TABLE "impersonation_action" (
	"id" uuid PRIMARY KEY NOT NULL,
	"impersonation_id" uuid,
	"staff_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" text NOT NULL,
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "impersonation_action_staff_idx" ON "impersonation_action" USING btree ("staff_id","created_at");