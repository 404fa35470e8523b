-- Notifies listeners (the storefront's page cache) when content that pages are rendered from changes.
-- Payload: {"table": ..., "pageId": ...}; pageId is the CMS page when the row belongs to one, else null.
CREATE OR REPLACE FUNCTION b2b_notify_content_changed() RETURNS trigger AS $$
DECLARE
  rec record;
  page uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_TABLE_NAME = 'cms_page' THEN
    page := rec.id;
  ELSIF TG_TABLE_NAME = 'cms_section' THEN
    page := rec.page_id;
  ELSIF TG_TABLE_NAME = 'cms_block' THEN
    SELECT s.page_id INTO page FROM cms_section s WHERE s.id = rec.section_id;
  ELSIF TG_TABLE_NAME = 'cms_slot' THEN
    SELECT s.page_id INTO page FROM cms_block b JOIN cms_section s ON s.id = b.section_id WHERE b.id = rec.block_id;
  END IF;
  PERFORM pg_notify('b2b_content_changed', json_build_object('table', TG_TABLE_NAME, 'pageId', page)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cms_page_changed AFTER INSERT OR UPDATE OR DELETE ON cms_page FOR EACH ROW EXECUTE FUNCTION b2b_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER cms_section_changed AFTER INSERT OR UPDATE OR DELETE ON cms_section FOR EACH ROW EXECUTE FUNCTION b2b_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER cms_block_changed AFTER INSERT OR UPDATE OR DELETE ON cms_block FOR EACH ROW EXECUTE FUNCTION b2b_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER cms_slot_changed AFTER INSERT OR UPDATE OR DELETE ON cms_slot FOR EACH ROW EXECUTE FUNCTION b2b_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER category_changed AFTER INSERT OR UPDATE OR DELETE ON category FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER seo_url_changed AFTER INSERT OR UPDATE OR DELETE ON seo_url FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_post_changed AFTER INSERT OR UPDATE OR DELETE ON blog_post FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER sales_channel_changed AFTER INSERT OR UPDATE OR DELETE ON sales_channel FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();
