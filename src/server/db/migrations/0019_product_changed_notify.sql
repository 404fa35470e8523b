-- Product changes notify like content changes (0001): every instance's page cache drops what may show
-- them. Statement level, so a bulk import notifies once per statement, not once per row. Prices and
-- per-branch stock are left out: anonymous pages, the only cached ones, never show them.
-- Property groups and options and delivery times notify since 0018.
CREATE TRIGGER product_changed AFTER INSERT OR UPDATE OR DELETE ON product FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();--> statement-breakpoint
CREATE TRIGGER product_media_changed AFTER INSERT OR UPDATE OR DELETE ON product_media FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();--> statement-breakpoint
CREATE TRIGGER product_cross_selling_changed AFTER INSERT OR UPDATE OR DELETE ON product_cross_selling FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();
