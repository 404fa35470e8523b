ALTER TABLE "cart" DROP CONSTRAINT "cart_customerId_unique";--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "punchout_token" varchar(64);--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_punchout_token_session_token_fk" FOREIGN KEY ("punchout_token") REFERENCES "public"."session"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_customer_id_unique" ON "cart" USING btree ("customer_id") WHERE "cart"."punchout_token" is null;--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_punchoutToken_unique" UNIQUE("punchout_token");