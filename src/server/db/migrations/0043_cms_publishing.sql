-- Issue 31: editors publish. A page's unpublished draft (one per page, revisions against lost saves),
-- each publication kept as a version to compare and roll back to, staff roles (sales, editor), and
-- Shopware's landing_page (a layout at SEO paths of its own). The landing pages the shop had (SEO URLs
-- of route frontend.landing.page naming a CMS page) become landing_page rows of the same id.
CREATE TABLE "cms_page_draft" (
	"id" uuid PRIMARY KEY NOT NULL,
	"page_id" uuid NOT NULL,
	"layout" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_draft_pageId_unique" UNIQUE("page_id")
);
--> statement-breakpoint
CREATE TABLE "cms_page_version" (
	"id" uuid PRIMARY KEY NOT NULL,
	"page_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
CREATE TABLE "landing_page" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cms_page_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_page" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "roles" varchar(16)[] DEFAULT '{"sales"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_page_draft" ADD CONSTRAINT "cms_page_draft_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_draft" ADD CONSTRAINT "cms_page_draft_updated_by_staff_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_version" ADD CONSTRAINT "cms_page_version_page_id_cms_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_version" ADD CONSTRAINT "cms_page_version_published_by_staff_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_page" ADD CONSTRAINT "landing_page_cms_page_id_cms_page_id_fk" FOREIGN KEY ("cms_page_id") REFERENCES "public"."cms_page"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_page_version_idx" ON "cms_page_version" USING btree ("page_id","version");--> statement-breakpoint
INSERT INTO "landing_page" ("id", "cms_page_id", "translations")
SELECT u.foreign_key, p.id,
  jsonb_object_agg(l.locale_code, jsonb_build_object('url', u.seo_path_info,
    'name', coalesce(p.translations -> l.locale_code ->> 'title', p.name)))
FROM "seo_url" u JOIN "language" l ON l.id = u.language_id JOIN "cms_page" p ON p.id = u.foreign_key
WHERE u.route_name = 'frontend.landing.page' AND u.is_canonical
GROUP BY u.foreign_key, p.id
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER landing_page_changed AFTER INSERT OR UPDATE OR DELETE ON landing_page FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();