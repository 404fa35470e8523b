CREATE TABLE "impersonation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"session_token_hash" varchar(64) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "impersonation_sessionTokenHash_unique" UNIQUE("session_token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_session" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_user" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" varchar(120) NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "impersonator_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "impersonator_id" uuid;--> statement-breakpoint
ALTER TABLE "impersonation" ADD CONSTRAINT "impersonation_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_staff_idx" ON "impersonation" USING btree ("staff_id","ended_at");--> statement-breakpoint
CREATE INDEX "staff_session_staff_idx" ON "staff_session" USING btree ("staff_id");