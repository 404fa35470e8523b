CREATE TABLE "listing_group" (
	"key" text PRIMARY KEY NOT NULL,
	"category_tree" uuid[] NOT NULL,
	"manufacturer_id" uuid,
	"option_ids" uuid[] NOT NULL,
	"rating_average" real,
	"shipping_free" boolean NOT NULL,
	"count" integer NOT NULL,
	"tags" uuid[] GENERATED ALWAYS AS (category_tree || option_ids || case when manufacturer_id is null then '{}'::uuid[] else array[manufacturer_id] end) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_listing_category_tree_idx";--> statement-breakpoint
DROP INDEX "product_listing_option_ids_idx";--> statement-breakpoint
DROP INDEX "product_listing_manufacturer_idx";--> statement-breakpoint
ALTER TABLE "product_listing" ADD COLUMN "tags" uuid[] GENERATED ALWAYS AS (category_tree || option_ids || case when manufacturer_id is null then '{}'::uuid[] else array[manufacturer_id] end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_group_tags_idx" ON "listing_group" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "product_listing_tags_idx" ON "product_listing" USING gin ("tags");--> statement-breakpoint
-- The key of a listing row's group (schema/listing.ts, listing_group): the columns the facets count.
CREATE FUNCTION b2b_listing_group_key(tree uuid[], manufacturer uuid, options uuid[], rating real, free boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(concat_ws('|', tree::text, manufacturer::text, options::text, rating::text, free::text))
$$;
--> statement-breakpoint
-- A listing row moves between groups by the same difference as its facets (0010); groups are written in
-- key order so concurrent writers on PostgreSQL do not deadlock, and an emptied group goes.
CREATE FUNCTION b2b_listing_group_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.category_tree, OLD.manufacturer_id, OLD.option_ids, OLD.rating_average, OLD.shipping_free)
      IS NOT DISTINCT FROM (NEW.category_tree, NEW.manufacturer_id, NEW.option_ids, NEW.rating_average, NEW.shipping_free) THEN
    RETURN NULL;
  END IF;
  INSERT INTO listing_group AS g (key, category_tree, manufacturer_id, option_ids, rating_average, shipping_free, count)
  SELECT b2b_listing_group_key(r.category_tree, r.manufacturer_id, r.option_ids, r.rating_average, r.shipping_free),
    r.category_tree, r.manufacturer_id, r.option_ids, r.rating_average, r.shipping_free, r.d
  FROM (
    SELECT OLD.category_tree, OLD.manufacturer_id, OLD.option_ids, OLD.rating_average, OLD.shipping_free, -1 AS d
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.category_tree, NEW.manufacturer_id, NEW.option_ids, NEW.rating_average, NEW.shipping_free, 1
    WHERE TG_OP <> 'DELETE'
  ) r
  ORDER BY 1
  ON CONFLICT (key) DO UPDATE SET count = g.count + excluded.count;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM listing_group
    WHERE key = b2b_listing_group_key(OLD.category_tree, OLD.manufacturer_id, OLD.option_ids, OLD.rating_average, OLD.shipping_free)
      AND count <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_listing_groups AFTER INSERT OR UPDATE OR DELETE ON product_listing
  FOR EACH ROW EXECUTE FUNCTION b2b_listing_group_sync();
--> statement-breakpoint
-- 0010's rebuild, with the groups.
CREATE OR REPLACE FUNCTION b2b_listing_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_facets;
  ALTER TABLE product_listing DISABLE TRIGGER product_listing_groups;
  TRUNCATE product_listing, category_facet, category_price_range, listing_group;
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
  UPDATE category c SET product_count = COALESCE(
    (SELECT f.count FROM category_facet f WHERE f.category_id = c.id AND f.facet = 't'), 0);
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_facets;
  ALTER TABLE product_listing ENABLE TRIGGER product_listing_groups;
END $$;
--> statement-breakpoint
SELECT b2b_listing_rebuild();
--> statement-breakpoint
-- PGlite has no autovacuum: without statistics the planner would not use the tags indexes well.
ANALYZE product_listing, listing_group;
