CREATE TABLE "listing_list_price" (
	"price_list_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"price_milli" bigint NOT NULL,
	"net_price_milli" bigint,
	"product_number" varchar(64) NOT NULL,
	CONSTRAINT "listing_list_price_id_price_list_id_category_id_pk" PRIMARY KEY("id","price_list_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "listing_sort" (
	"category_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_number" varchar(64) NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_nl" text NOT NULL,
	"net_price_milli" bigint,
	"list_ids" uuid[] NOT NULL,
	"rating_average" real,
	"stock" integer NOT NULL,
	CONSTRAINT "listing_sort_id_category_id_pk" PRIMARY KEY("id","category_id")
);
--> statement-breakpoint
DROP TABLE "category_price_range" CASCADE;--> statement-breakpoint
CREATE INDEX "listing_list_price_idx" ON "listing_list_price" USING btree ("price_list_id","category_id","price_milli","net_price_milli","product_number");--> statement-breakpoint
CREATE INDEX "listing_list_price_desc_idx" ON "listing_list_price" USING btree ("price_list_id","category_id","price_milli" DESC NULLS LAST,"net_price_milli" DESC NULLS LAST,"product_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_sort_name_de_idx" ON "listing_sort" USING btree ("category_id","name_de","product_number");--> statement-breakpoint
CREATE INDEX "listing_sort_name_en_idx" ON "listing_sort" USING btree ("category_id","name_en","product_number");--> statement-breakpoint
CREATE INDEX "listing_sort_name_fr_idx" ON "listing_sort" USING btree ("category_id","name_fr","product_number");--> statement-breakpoint
CREATE INDEX "listing_sort_name_nl_idx" ON "listing_sort" USING btree ("category_id","name_nl","product_number");--> statement-breakpoint
CREATE INDEX "listing_sort_price_idx" ON "listing_sort" USING btree ("category_id","net_price_milli","product_number");--> statement-breakpoint
CREATE INDEX "listing_sort_price_desc_idx" ON "listing_sort" USING btree ("category_id","net_price_milli" DESC NULLS LAST,"product_number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_sort_topseller_idx" ON "listing_sort" USING btree ("category_id","rating_average" DESC NULLS LAST,"stock" DESC NULLS LAST,"product_number");--> statement-breakpoint
-- A listed product's sort rows: one per category it is directly in.
CREATE VIEW listing_sort_source AS
SELECT c AS category_id, l.id, l.product_number, l.name_de, l.name_en, l.name_fr, l.name_nl, l.net_price_milli,
  ARRAY(SELECT jsonb_object_keys(l.list_prices))::uuid[] AS list_ids, l.rating_average, l.stock
FROM product_listing l JOIN product p ON p.id = l.id CROSS JOIN LATERAL unnest(p.category_ids) c;
--> statement-breakpoint
-- Its explicit list prices, per category it is directly in (from its sort rows, written first).
CREATE VIEW listing_list_price_source AS
SELECT k.key::uuid AS price_list_id, s.category_id, s.id, k.value::bigint AS price_milli, s.net_price_milli,
  s.product_number
FROM listing_sort s JOIN product_listing l ON l.id = s.id AND l.list_prices <> '{}'
  CROSS JOIN LATERAL jsonb_each_text(l.list_prices) k;
--> statement-breakpoint
CREATE FUNCTION b2b_listing_sort_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.category_tree, OLD.product_number, OLD.name_de, OLD.name_en, OLD.name_fr,
      OLD.name_nl, OLD.net_price_milli, OLD.list_prices, OLD.rating_average, OLD.stock)
      IS NOT DISTINCT FROM (NEW.category_tree, NEW.product_number, NEW.name_de, NEW.name_en, NEW.name_fr,
      NEW.name_nl, NEW.net_price_milli, NEW.list_prices, NEW.rating_average, NEW.stock) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM listing_sort WHERE id = OLD.id;
    DELETE FROM listing_list_price WHERE id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO listing_sort SELECT * FROM listing_sort_source WHERE id = NEW.id;
    INSERT INTO listing_list_price SELECT * FROM listing_list_price_source WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_listing_sort AFTER INSERT OR UPDATE OR DELETE ON product_listing
  FOR EACH ROW EXECUTE FUNCTION b2b_listing_sort_sync();
--> statement-breakpoint
-- Price ranges are read fresh along the sort indexes now: the remembered ones (0010) go with their upkeep.
DROP TRIGGER price_list_listing_sync ON price_list;
--> statement-breakpoint
DROP FUNCTION b2b_price_list_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION b2b_listing_facet_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
-- 0011's rebuild, with the sort rows; the secondary indexes of the rebuilt tables are dropped first and
-- built once the rows are in (a sorted build beats maintaining a GIN index row by row).
CREATE OR REPLACE FUNCTION b2b_listing_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  secondary text[];
  name text;
  definition text;
BEGIN
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_facets;
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_groups;
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_sort;
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
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_facets;
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_groups;
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_sort;
END $$;
--> statement-breakpoint
SELECT b2b_listing_rebuild();
--> statement-breakpoint
ANALYZE product_listing, listing_group, listing_sort, listing_list_price;
