import type { Locale } from '../../shared/locales.ts';

interface DeclinedTexts {
  subject: (number: string) => string;
  body: (name: string, number: string) => string;
  reason: string;
}

const TEXTS: Record<Locale, DeclinedTexts> = {
  'nl-NL': {
    subject: (n) => `Uw bestelling ${n} werd afgewezen`,
    body: (name, n) =>
      `Beste ${name},\n\nUw bestelling ${n} werd niet goedgekeurd en wordt niet verwerkt. Het gereserveerde budget is weer vrij.`,
    reason: 'Reden',
  },
  'fr-FR': {
    subject: (n) => `Votre commande ${n} a été refusée`,
    body: (name, n) =>
      `Bonjour ${name},\n\nVotre commande ${n} n’a pas été approuvée et ne sera pas traitée. Le budget réservé est à nouveau disponible.`,
    reason: 'Motif',
  },
  'en-GB': {
    subject: (n) => `Your order ${n} was rejected`,
    body: (name, n) =>
      `Dear ${name},\n\nYour order ${n} was not approved and will not be processed. The budget it reserved is free again.`,
    reason: 'Reason',
  },
  'de-DE': {
    subject: (n) => `Ihre Bestellung ${n} wurde abgelehnt`,
    body: (name, n) =>
      `Guten Tag ${name},\n\nIhre Bestellung ${n} wurde nicht freigegeben und wird nicht bearbeitet. Das reservierte Budget ist wieder frei.`,
    reason: 'Grund',
  },
};

/** The rejection of an order awaiting approval, in the language it was placed in, with the reason. */
export function declinedMail(locale: Locale, name: string, orderNumber: string, reason: string | undefined) {
  const t = TEXTS[locale];
  return {
    subject: t.subject(orderNumber),
    text: `${t.body(name, orderNumber)}${reason ? `\n\n${t.reason}: ${reason}` : ''}`,
  };
}
