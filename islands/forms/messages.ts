import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';
import type { FieldError } from '../../src/shared/schemas/forms.ts';

/** §5/§8: violations are shown by type, in the visitor's language. */
export function errorText(error: FieldError, locale: Locale): string {
  const t = { locale };
  const limit = String(error.limit ?? '');
  switch (error.code) {
    case 'IS_BLANK':
      return m.content_error_IS_BLANK({}, t);
    case 'INVALID_EMAIL':
      return m.content_error_INVALID_EMAIL({}, t);
    case 'TOO_SHORT':
      return m.content_error_TOO_SHORT({ min: limit }, t);
    case 'TOO_LONG':
      return m.content_error_TOO_LONG({ max: limit }, t);
    case 'NOT_CHECKED':
      return m.content_error_NOT_CHECKED({}, t);
    default:
      return m.content_error_INVALID_VALUE({}, t);
  }
}
