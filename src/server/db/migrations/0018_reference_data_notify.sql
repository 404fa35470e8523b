-- Property groups and options and delivery times are remembered by the Store API (listing filters,
-- product cards): their changes notify like content changes do.
CREATE TRIGGER property_group_changed AFTER INSERT OR UPDATE OR DELETE ON property_group FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();--> statement-breakpoint
CREATE TRIGGER property_option_changed AFTER INSERT OR UPDATE OR DELETE ON property_option FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();--> statement-breakpoint
CREATE TRIGGER delivery_time_changed AFTER INSERT OR UPDATE OR DELETE ON delivery_time FOR EACH STATEMENT EXECUTE FUNCTION b2b_notify_content_changed();
