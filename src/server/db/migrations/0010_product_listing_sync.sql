-- Keeps product_listing, category_facet and category_price_range (schema/listing.ts) in step with product and product_price,
-- whoever writes them (the Store API, an import, psql). One view defines a listing row; one function
-- a row's facets; the seed and this migration build both tables in bulk with b2b_listing_rebuild().
CREATE VIEW product_listing_source AS
SELECT p.id, p.category_tree, p.manufacturer_id,
  ARRAY(
    SELECT DISTINCT o FROM (
      SELECT unnest(p.property_ids) AS o
      UNION ALL
      SELECT unnest(c.property_ids) FROM product c WHERE c.parent_id = p.id AND c.active
    ) options ORDER BY o
  ) AS option_ids,
  p.net_price_milli,
  COALESCE(
    (SELECT jsonb_object_agg(pp.price_list_id, pp.net_price_milli) FROM product_price pp
      WHERE pp.product_id = p.id AND pp.quantity_start = 1),
    '{}'::jsonb
  ) AS list_prices,
  p.rating_average, p.shipping_free, p.stock, p.product_number,
  COALESCE(p.translations -> 'de-DE' ->> 'name', p.translations -> 'en-GB' ->> 'name', '') AS name_de,
  COALESCE(p.translations -> 'en-GB' ->> 'name', '') AS name_en,
  COALESCE(p.translations -> 'fr-FR' ->> 'name', p.translations -> 'en-GB' ->> 'name', '') AS name_fr,
  COALESCE(p.translations -> 'nl-NL' ->> 'name', p.translations -> 'en-GB' ->> 'name', '') AS name_nl
FROM product p
WHERE p.active AND p.parent_id IS NULL;
--> statement-breakpoint
-- The facets a listing row adds to each category of its tree: t (total), m:manufacturer, o:option,
-- r:rating, f (ships free).
CREATE FUNCTION b2b_listing_facets(tree uuid[], manufacturer uuid, options uuid[], rating real, free boolean)
RETURNS TABLE (category_id uuid, facet text) LANGUAGE sql IMMUTABLE AS $$
  SELECT c, f
  FROM unnest(tree) c,
    unnest(
      ARRAY['t', 'm:' || manufacturer, 'r:' || rating, CASE WHEN free THEN 'f' END]
      || ARRAY(SELECT 'o:' || o FROM unnest(options) o)
    ) f
  WHERE f IS NOT NULL
$$;
--> statement-breakpoint
-- Brings the listing rows of these products up to date: written when listed, removed when not.
CREATE FUNCTION b2b_listing_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listing l WHERE l.id = ANY (ids)
    AND NOT EXISTS (SELECT FROM product p WHERE p.id = l.id AND p.active AND p.parent_id IS NULL);
  INSERT INTO product_listing AS l SELECT * FROM product_listing_source s WHERE s.id = ANY (ids)
  ON CONFLICT (id) DO UPDATE SET
    category_tree = excluded.category_tree, manufacturer_id = excluded.manufacturer_id,
    option_ids = excluded.option_ids, net_price_milli = excluded.net_price_milli,
    list_prices = excluded.list_prices, rating_average = excluded.rating_average,
    shipping_free = excluded.shipping_free, stock = excluded.stock, product_number = excluded.product_number,
    name_de = excluded.name_de, name_en = excluded.name_en, name_fr = excluded.name_fr, name_nl = excluded.name_nl
  WHERE l IS DISTINCT FROM excluded;
END $$;
--> statement-breakpoint
-- A variant changes its parent's row (its options count for the parent).
CREATE FUNCTION b2b_product_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM b2b_listing_refresh(ARRAY[OLD.id, OLD.parent_id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM b2b_listing_refresh(ARRAY[NEW.id, NEW.parent_id]);
  ELSE
    PERFORM b2b_listing_refresh(ARRAY[NEW.id, NEW.parent_id, OLD.parent_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION b2b_price_listing_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null on INSERT and NEW on DELETE.
  PERFORM b2b_listing_refresh(ARRAY[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counts move by the difference between a row's old and new facets; categories and facets are
-- written in one order so concurrent writers on PostgreSQL do not deadlock.
CREATE FUNCTION b2b_listing_facet_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The remembered price ranges of the categories a price moved in (or out of) are forgotten.
  IF TG_OP <> 'UPDATE' OR OLD.net_price_milli IS DISTINCT FROM NEW.net_price_milli
      OR OLD.list_prices IS DISTINCT FROM NEW.list_prices OR OLD.category_tree IS DISTINCT FROM NEW.category_tree THEN
    DELETE FROM category_price_range
    WHERE category_id = ANY (COALESCE(OLD.category_tree, '{}') || COALESCE(NEW.category_tree, '{}'));
  END IF;
  INSERT INTO category_facet AS cf (category_id, facet, count)
  SELECT k.category_id, k.facet, sum(k.d)::int
  FROM (
    SELECT f.category_id, f.facet, -1 AS d
    FROM b2b_listing_facets(OLD.category_tree, OLD.manufacturer_id, OLD.option_ids, OLD.rating_average, OLD.shipping_free) f
    UNION ALL
    SELECT f.category_id, f.facet, 1
    FROM b2b_listing_facets(NEW.category_tree, NEW.manufacturer_id, NEW.option_ids, NEW.rating_average, NEW.shipping_free) f
  ) k
  GROUP BY 1, 2 HAVING sum(k.d) <> 0 ORDER BY 1, 2
  ON CONFLICT (category_id, facet) DO UPDATE SET count = cf.count + excluded.count;
  -- The category counters of the navigation (§3) count what the listings list. Only when a product
  -- joins or leaves categories: an update of category notifies content caches.
  IF TG_OP <> 'UPDATE' OR OLD.category_tree IS DISTINCT FROM NEW.category_tree THEN
    UPDATE category c SET product_count = f.count FROM category_facet f
    WHERE f.category_id = c.id AND f.facet = 't' AND c.product_count <> f.count
      AND c.id = ANY (COALESCE(OLD.category_tree, '{}') || COALESCE(NEW.category_tree, '{}'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Both tables from scratch, sorted by category so that a category's rows are read together.
CREATE FUNCTION b2b_listing_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_facets;
  TRUNCATE product_listing, category_facet, category_price_range;
  INSERT INTO product_listing SELECT * FROM product_listing_source
  ORDER BY category_tree, manufacturer_id, product_number;
  INSERT INTO category_facet
  SELECT f.category_id, f.facet, count(*)::int
  FROM product_listing l,
    b2b_listing_facets(l.category_tree, l.manufacturer_id, l.option_ids, l.rating_average, l.shipping_free) f
  GROUP BY 1, 2;
  UPDATE category c SET product_count = COALESCE(
    (SELECT f.count FROM category_facet f WHERE f.category_id = c.id AND f.facet = 't'), 0);
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_facets;
END $$;
--> statement-breakpoint
-- A list's new discount changes every price range counted for it.
CREATE FUNCTION b2b_price_list_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_price_range WHERE price_list = OLD.id::text;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_list_listing_sync AFTER UPDATE OR DELETE ON price_list
  FOR EACH ROW EXECUTE FUNCTION b2b_price_list_sync();
--> statement-breakpoint
CREATE TRIGGER product_listing_sync AFTER INSERT OR UPDATE OR DELETE ON product
  FOR EACH ROW EXECUTE FUNCTION b2b_product_listing_sync();
--> statement-breakpoint
CREATE TRIGGER product_price_listing_sync AFTER INSERT OR UPDATE OR DELETE ON product_price
  FOR EACH ROW EXECUTE FUNCTION b2b_price_listing_sync();
--> statement-breakpoint
CREATE TRIGGER product_listing_facets AFTER INSERT OR UPDATE OR DELETE ON product_listing
  FOR EACH ROW EXECUTE FUNCTION b2b_listing_facet_sync();
--> statement-breakpoint
SELECT b2b_listing_rebuild();
