import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const messages = m as unknown as Record<string, Message | undefined>;

/** A parameterless account message by key (section labels, rights, flash keys); the key if unknown. */
export function accountText(key: string, locale: Locale): string {
  const message = /^(account|lead)_/.test(key) ? messages[key] : undefined;
  return message ? message({}, { locale }) : key;
}
