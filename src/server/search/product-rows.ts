import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { type IndexedProduct, searchTexts, searchVector } from './vector.ts';

export type IndexedRow = IndexedProduct & { id: string };

/** A Postgres text[] literal (drizzle would spread a JS array into a list of parameters). */
const arrayLiteral = (items: string[]) =>
  `{${items.map((i) => `"${i.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/** A uuid[] parameter. */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** A text[] parameter: one, where `inArray` binds one per item (a batch of 1,000 is 1,000). */
export const textArray = (items: string[]) => sql`${arrayLiteral(items)}::text[]`;

/**
 * What the search vectors of these products (`p`, with `where` and any order or limit after it) are
 * written from: their names and descriptions, brand, numbers and their variants' names and numbers.
 */
export async function indexedProducts(db: Db, where: SQL): Promise<IndexedRow[]> {
  const rows = await queryRows<Omit<IndexedRow, 'variants'> & { variants: IndexedRow['variants'] | null }>(
    db,
    sql`select p.id, p.translations, m.name as brand, p.product_number as "productNumber", p.ean,
          p.manufacturer_number as "manufacturerNumber",
          (select json_agg(json_build_object('name', c.translations->'nl-NL'->>'name',
                    'manufacturerNumber', c.manufacturer_number) order by c.product_number)
           from product c where c.parent_id = p.id) as variants
        from product p left join manufacturer m on m.id = p.manufacturer_id
        where ${where}`,
  );
  return rows.map((r) => ({ ...r, variants: r.variants ?? [] }));
}

/**
 * The rows' search vectors as a table `x(id, vector)` to join in an update or insert; their words go
 * into `words` when given.
 */
export const vectorTable = (rows: IndexedRow[], words?: Set<string>) =>
  sql`unnest(${uuidArray(rows.map((r) => r.id))}, ${arrayLiteral(rows.map((r) => searchVector(searchTexts(r), words)))}::text[]) as x(id, vector)`;

/**
 * Brings the search rows of these products up to date after they were written one by one (the Admin
 * API's sync), in the caller's transaction: an active listed product gets its vector, a variant makes
 * its parent's vector anew, any other product loses its row (the search rows hold active listed
 * products only, rank.ts); the new words join the vocabulary for typo tolerance. Pass the parents of
 * deleted variants too, since the variants are gone.
 */
export async function refreshSearchRows(db: Db, productIds: string[]): Promise<void> {
  if (!productIds.length) return;
  const listed = await queryRows<{ id: string }>(
    db,
    sql`select x as id from unnest(${uuidArray(productIds)}) x
        union select parent_id from product where id = any(${uuidArray(productIds)}) and parent_id is not null`,
  );
  const targets = uuidArray(listed.map((r) => r.id));
  await db.execute(sql`
    delete from product_search s where s.product_id = any(${targets})
      and not exists (select from product p where p.id = s.product_id and p.active and p.parent_id is null)`);
  const rows = await indexedProducts(db, sql`p.id = any(${targets}) and p.active and p.parent_id is null`);
  if (!rows.length) return;
  // The words from the vectors made here: reading them back out of the written vectors took a sixth
  // of the search rows' time in a first load (bench:sync).
  const words = new Set<string>();
  await db.execute(sql`
    insert into product_search (product_id, vector) select x.id, x.vector::tsvector from ${vectorTable(rows, words)}
    on conflict (product_id) do update set vector = excluded.vector`);
  await db.execute(sql`
    insert into search_word (word)
    select w from unnest(${textArray([...words])}) w where w ~ '^[[:alpha:]]{3,}$'
    on conflict do nothing`);
}
