ALTER TABLE "order_list" DROP CONSTRAINT "order_list_created_by_customer_id_fk";
--> statement-breakpoint
ALTER TABLE "order_list" ADD CONSTRAINT "order_list_created_by_customer_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;