-- Issue 31: media files uploaded from now on live in the media store (disk or S3-compatible bucket,
-- src/server/media/storage), the row keeps their key; files uploaded before keep their bytes here and are
-- still served from them.
ALTER TABLE "media_file" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_file" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_stored" CHECK ("media_file"."bytes" is not null or "media_file"."storage_key" is not null);