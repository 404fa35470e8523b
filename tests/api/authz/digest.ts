import { inject } from 'vitest';
import { runSql } from '../inspect.ts';

/** Row count and checksum of every table of the database under test: equal digests, same data. */
export async function digest(): Promise<Record<string, string>> {
  const tables = await runSql<{ name: string }>(
    inject('baseUrl'),
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const query = tables
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as sum from "${name}" t`,
    )
    .join(' union all ');
  const rows = await runSql<{ name: string; sum: string }>(inject('baseUrl'), query);
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose digest differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
