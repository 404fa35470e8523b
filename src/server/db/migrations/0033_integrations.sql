CREATE TABLE "integration" (
	"id" uuid PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"access_key" varchar(64) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "integration_accessKey_unique" UNIQUE("access_key")
);
--> statement-breakpoint
CREATE TABLE "integration_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"integration_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_token" ADD CONSTRAINT "integration_token_integration_id_integration_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_token_integration_idx" ON "integration_token" USING btree ("integration_id");--> statement-breakpoint
CREATE INDEX "integration_token_expires_idx" ON "integration_token" USING btree ("expires_at");