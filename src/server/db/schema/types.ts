/** Translated fields are stored per locale code on the row itself: `{ "nl-NL": { name: "…" }, … }`. */
export type Translations<F extends string = string> = Partial<Record<string, Partial<Record<F, string>>>>;

/** Free-form custom fields, as in Shopware (`customFields`). */
export type CustomFields = Record<string, unknown>;
