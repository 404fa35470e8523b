import * as v from 'valibot';

/** §5: username and password required. Shared by the Store API and the login forms. */
export const LoginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('IS_BLANK'), v.maxLength(120, 'TOO_LONG')),
  password: v.pipe(v.string(), v.nonEmpty('IS_BLANK'), v.maxLength(512, 'TOO_LONG')),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;
