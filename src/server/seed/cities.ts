import type { city } from '../db/schema/index.ts';
import { countryId } from './channel.ts';
import { CITIES } from './data.ts';

/** The registration's city search: `2030 Antwerpen` per entry, several towns per code where shared. */
export const cityRows = (): (typeof city.$inferInsert)[] =>
  Object.entries(CITIES).flatMap(([iso, entries]) =>
    entries.map((entry) => {
      const [zipcode = '', ...name] = entry.split(' ');
      return { countryId: countryId(iso), zipcode, name: name.join(' ') };
    }),
  );
