-- Manufacturers and media are remembered by the Store API (product cards, quick search) and shown on
-- cached pages: their changes notify like content changes do.
CREATE TRIGGER manufacturer_changed AFTER INSERT OR UPDATE OR DELETE ON manufacturer FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();--> statement-breakpoint
CREATE TRIGGER media_changed AFTER INSERT OR UPDATE OR DELETE ON media FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();
