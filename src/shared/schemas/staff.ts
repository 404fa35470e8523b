import * as v from 'valibot';

/** Ending a helped customer's session: which one (its context token); without it, all of the staff's. */
export const ImpersonateExitSchema = v.object({
  contextToken: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'INVALID_TOKEN'))),
});
