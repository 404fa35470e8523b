import type { Locale } from '../../shared/locales.ts';

const TEXTS: Record<Locale, { subject: (n: string) => string; body: (name: string, n: string) => string }> = {
  'nl-NL': {
    subject: (n) => `Uw offerteaanvraag ${n}`,
    body: (name, n) =>
      `Beste ${name},\n\nWe ontvingen uw offerteaanvraag ${n}. U krijgt onze offerte binnen één werkdag.`,
  },
  'fr-FR': {
    subject: (n) => `Votre demande d'offre ${n}`,
    body: (name, n) =>
      `Bonjour ${name},\n\nNous avons bien reçu votre demande d'offre ${n}. Vous recevrez notre offre dans un délai d'un jour ouvrable.`,
  },
  'en-GB': {
    subject: (n) => `Your quotation request ${n}`,
    body: (name, n) =>
      `Dear ${name},\n\nWe have received your quotation request ${n}. You will receive our offer within one working day.`,
  },
  'de-DE': {
    subject: (n) => `Ihre Angebotsanfrage ${n}`,
    body: (name, n) =>
      `Guten Tag ${name},\n\nwir haben Ihre Angebotsanfrage ${n} erhalten. Sie erhalten unser Angebot innerhalb eines Werktags.`,
  },
};

/** The quote request's receipt, listing the requested articles. */
export function offerMail(
  locale: Locale,
  name: string,
  offerNumber: string,
  lines: { productNumber: string; label: string; quantityMilli: number }[],
) {
  const t = TEXTS[locale];
  const list = lines.map((l) => `- ${l.productNumber} ${l.label}: ${l.quantityMilli / 1000}`).join('\n');
  return { subject: t.subject(offerNumber), text: `${t.body(name, offerNumber)}\n\n${list}` };
}
