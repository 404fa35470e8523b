-- Issue 29: media files uploaded through the Admin API live in the database (every instance serves them);
-- product_media gets Shopware's own id, by which a connector names a cover and deletes a picture.
CREATE TABLE "media_file" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "url" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "product_media" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_media_id_idx" ON "product_media" USING btree ("id");--> statement-breakpoint
CREATE INDEX "product_media_media_idx" ON "product_media" USING btree ("media_id");