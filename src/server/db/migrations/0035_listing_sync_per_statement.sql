-- 0010's listing upkeep ran once per product row: an ERP sync of 1,000 articles paid 1,000 calls of
-- b2b_listing_refresh (3-6 ms each on PGlite). Once per statement, over the statement's rows
-- (transition tables, which allow one event per trigger, hence three), it is one call.
DROP TRIGGER product_listing_sync ON product;--> statement-breakpoint
DROP TRIGGER product_price_listing_sync ON product_price;--> statement-breakpoint
DROP FUNCTION b2b_product_listing_sync();--> statement-breakpoint
DROP FUNCTION b2b_price_listing_sync();--> statement-breakpoint
-- A variant changes its parent's row (its options count for the parent), also the parent it left.
CREATE FUNCTION b2b_product_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT u) INTO ids FROM new_rows r, unnest(ARRAY[r.id, r.parent_id]) u WHERE u IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT u) INTO ids FROM old_rows r, unnest(ARRAY[r.id, r.parent_id]) u WHERE u IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT u) INTO ids
    FROM (SELECT id, parent_id FROM old_rows UNION ALL SELECT id, parent_id FROM new_rows) r,
      unnest(ARRAY[r.id, r.parent_id]) u
    WHERE u IS NOT NULL;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM b2b_listing_refresh(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION b2b_price_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT r.product_id) INTO ids
    FROM (SELECT product_id FROM old_rows UNION ALL SELECT product_id FROM new_rows) r;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM b2b_listing_refresh(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_listing_sync_insert AFTER INSERT ON product REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_product_listing_sync();--> statement-breakpoint
CREATE TRIGGER product_listing_sync_update AFTER UPDATE ON product
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_product_listing_sync();--> statement-breakpoint
CREATE TRIGGER product_listing_sync_delete AFTER DELETE ON product REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_product_listing_sync();--> statement-breakpoint
CREATE TRIGGER product_price_listing_sync_insert AFTER INSERT ON product_price REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_price_listing_sync();--> statement-breakpoint
CREATE TRIGGER product_price_listing_sync_update AFTER UPDATE ON product_price
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_price_listing_sync();--> statement-breakpoint
CREATE TRIGGER product_price_listing_sync_delete AFTER DELETE ON product_price REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_price_listing_sync();
