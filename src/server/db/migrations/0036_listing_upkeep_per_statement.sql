-- The upkeep of the listing's facets, groups and sort rows (0010, 0011, 0015) ran once per listing row:
-- about 1 ms each on PGlite, the larger part of an ERP sync. Now once per statement, set-based over the
-- statement's rows (transition tables: one event per trigger, hence three triggers), with the same
-- arithmetic: a row's old facets and group count -1, its new ones +1, and a sort row is written anew
-- when a column it holds changed. Categories, facets and groups are written in key order, so
-- concurrent writers on PostgreSQL do not deadlock.
DROP TRIGGER product_listing_facets ON product_listing;--> statement-breakpoint
DROP TRIGGER product_listing_groups ON product_listing;--> statement-breakpoint
DROP TRIGGER product_listing_sort ON product_listing;--> statement-breakpoint
DROP FUNCTION b2b_listing_facet_sync();--> statement-breakpoint
DROP FUNCTION b2b_listing_group_sync();--> statement-breakpoint
DROP FUNCTION b2b_listing_sort_sync();--> statement-breakpoint
CREATE FUNCTION b2b_listing_changed(olds product_listing[], news product_listing[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
  resorted uuid[];
BEGIN
  INSERT INTO category_facet AS cf (category_id, facet, count)
  SELECT f.category_id, f.facet, sum(k.d)::int
  FROM (
    SELECT o.category_tree, o.manufacturer_id, o.option_ids, o.rating_average, o.shipping_free, -1 AS d FROM unnest(olds) o
    UNION ALL
    SELECT n.category_tree, n.manufacturer_id, n.option_ids, n.rating_average, n.shipping_free, 1 FROM unnest(news) n
  ) k, b2b_listing_facets(k.category_tree, k.manufacturer_id, k.option_ids, k.rating_average, k.shipping_free) f
  GROUP BY 1, 2 HAVING sum(k.d) <> 0 ORDER BY 1, 2
  ON CONFLICT (category_id, facet) DO UPDATE SET count = cf.count + excluded.count;

  INSERT INTO listing_group AS g (key, category_tree, manufacturer_id, option_ids, rating_average, shipping_free, count)
  SELECT b2b_listing_group_key(k.category_tree, k.manufacturer_id, k.option_ids, k.rating_average, k.shipping_free),
    k.category_tree, k.manufacturer_id, k.option_ids, k.rating_average, k.shipping_free, sum(k.d)::int
  FROM (
    SELECT o.category_tree, o.manufacturer_id, o.option_ids, o.rating_average, o.shipping_free, -1 AS d FROM unnest(olds) o
    UNION ALL
    SELECT n.category_tree, n.manufacturer_id, n.option_ids, n.rating_average, n.shipping_free, 1 FROM unnest(news) n
  ) k
  GROUP BY k.category_tree, k.manufacturer_id, k.option_ids, k.rating_average, k.shipping_free
  HAVING sum(k.d) <> 0 ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET count = g.count + excluded.count;
  DELETE FROM listing_group WHERE count <= 0 AND key IN (
    SELECT b2b_listing_group_key(o.category_tree, o.manufacturer_id, o.option_ids, o.rating_average, o.shipping_free)
    FROM unnest(olds) o);

  -- The category counters of the navigation (§3) count what the listings list: only categories a product
  -- joined or left (an update of category notifies the content caches).
  SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}') INTO moved
  FROM unnest(olds) o FULL JOIN unnest(news) n ON n.id = o.id,
    unnest(coalesce(o.category_tree, '{}') || coalesce(n.category_tree, '{}')) c
  WHERE o.category_tree IS DISTINCT FROM n.category_tree;
  IF cardinality(moved) > 0 THEN
    UPDATE category c SET product_count = f.count FROM category_facet f
    WHERE f.category_id = c.id AND f.facet = 't' AND c.product_count <> f.count AND c.id = ANY (moved);
  END IF;

  SELECT coalesce(array_agg(coalesce(n.id, o.id)), '{}') INTO resorted
  FROM unnest(olds) o FULL JOIN unnest(news) n ON n.id = o.id
  WHERE o.id IS NULL OR n.id IS NULL
    OR (o.category_tree, o.product_number, o.name_de, o.name_en, o.name_fr, o.name_nl, o.net_price_milli,
        o.list_prices, o.rating_average, o.stock)
       IS DISTINCT FROM (n.category_tree, n.product_number, n.name_de, n.name_en, n.name_fr, n.name_nl,
        n.net_price_milli, n.list_prices, n.rating_average, n.stock);
  IF cardinality(resorted) > 0 THEN
    DELETE FROM listing_sort WHERE id = ANY (resorted);
    DELETE FROM listing_list_price WHERE id = ANY (resorted);
    INSERT INTO listing_sort SELECT * FROM listing_sort_source WHERE id = ANY (resorted);
    INSERT INTO listing_list_price SELECT * FROM listing_list_price_source WHERE id = ANY (resorted);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION b2b_listing_rows_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  olds product_listing[] := '{}';
  news product_listing[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(o), '{}') INTO olds FROM old_rows o;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(n), '{}') INTO news FROM new_rows n;
  END IF;
  PERFORM b2b_listing_changed(olds, news);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_listing_upkeep_insert AFTER INSERT ON product_listing REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_listing_rows_sync();--> statement-breakpoint
CREATE TRIGGER product_listing_upkeep_update AFTER UPDATE ON product_listing
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_listing_rows_sync();--> statement-breakpoint
CREATE TRIGGER product_listing_upkeep_delete AFTER DELETE ON product_listing REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION b2b_listing_rows_sync();--> statement-breakpoint
-- 0015's rebuild, switching the three new triggers off while it writes everything in bulk.
CREATE OR REPLACE FUNCTION b2b_listing_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  secondary text[];
  name text;
  definition text;
BEGIN
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_upkeep_insert;
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_upkeep_update;
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_upkeep_delete;
  TRUNCATE product_listing, category_facet, listing_group, listing_sort, listing_list_price;
  SELECT coalesce(array_agg(i.indexdef), '{}') INTO secondary FROM pg_indexes i
  WHERE i.schemaname = current_schema() AND i.tablename IN ('product_listing', 'listing_group', 'listing_sort', 'listing_list_price')
    AND NOT EXISTS (SELECT FROM pg_constraint c WHERE c.conindid = quote_ident(i.indexname)::regclass);
  FOR name IN SELECT i.indexname FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.indexdef = ANY (secondary) LOOP
    EXECUTE format('DROP INDEX %I', name);
  END LOOP;
  INSERT INTO product_listing SELECT * FROM product_listing_source
  ORDER BY category_tree, manufacturer_id, product_number;
  INSERT INTO category_facet
  SELECT f.category_id, f.facet, count(*)::int
  FROM product_listing l,
    b2b_listing_facets(l.category_tree, l.manufacturer_id, l.option_ids, l.rating_average, l.shipping_free) f
  GROUP BY 1, 2;
  INSERT INTO listing_group (key, category_tree, manufacturer_id, option_ids, rating_average, shipping_free, count)
  SELECT b2b_listing_group_key(category_tree, manufacturer_id, option_ids, rating_average, shipping_free),
    category_tree, manufacturer_id, option_ids, rating_average, shipping_free, count(*)::int
  FROM product_listing
  GROUP BY category_tree, manufacturer_id, option_ids, rating_average, shipping_free;
  INSERT INTO listing_sort SELECT * FROM listing_sort_source ORDER BY category_id;
  INSERT INTO listing_list_price SELECT * FROM listing_list_price_source ORDER BY price_list_id, category_id;
  FOREACH definition IN ARRAY secondary LOOP
    EXECUTE definition;
  END LOOP;
  UPDATE category c SET product_count = COALESCE(
    (SELECT f.count FROM category_facet f WHERE f.category_id = c.id AND f.facet = 't'), 0);
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_upkeep_insert;
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_upkeep_update;
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_upkeep_delete;
END $$;
