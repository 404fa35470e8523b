-- A product's last change time (issue 27: the sitemap's lastmod). Set on every update that changes the
-- row, so an import that writes unchanged values leaves it alone, unless the update sets a time of its
-- own (an import that knows when the article changed); inserts keep it null (created_at says).
CREATE FUNCTION b2b_product_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER product_touch BEFORE UPDATE ON product FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION b2b_product_touch();
