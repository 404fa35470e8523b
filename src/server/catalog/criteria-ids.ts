import { IdSchema } from '../../shared/catalog/listing.ts';
import type { Filter } from '../http/criteria.ts';
import { ApiError } from '../http/errors.ts';
import { parse } from '../http/validate.ts';

/**
 * A malformed id in a Criteria filter on a uuid column is the caller's mistake (400 with
 * VIOLATION::INVALID_UUID), not a database error; uuid columns have no range.
 */
export function checkIdValues(filters: Filter[], uuidFields: ReadonlySet<string>) {
  for (const f of filters) {
    if ('queries' in f) checkIdValues(f.queries, uuidFields);
    else if (!uuidFields.has(f.field)) continue;
    else if (f.type === 'equals' || f.type === 'equalsAny') {
      const values =
        f.type === 'equals' ? [f.value] : typeof f.value === 'string' ? f.value.split('|') : f.value;
      for (const value of values) if (value !== null) parse(IdSchema, String(value));
    } else if (f.type === 'range') {
      throw new ApiError(400, 'FRAMEWORK__INVALID_CRITERIA_FIELD', `Field "${f.field}" has no range.`, {
        field: f.field,
      });
    }
  }
}
