import type { Locale } from '../../shared/locales.ts';
import type { QuoteRequest } from '../../shared/schemas/forms.ts';

interface Texts {
  subject: (sku: string) => string;
  receipt: (name: string, article: string, quantity: string) => string;
}

/** The visitor's receipt in their language. */
const TEXTS: Record<Locale, Texts> = {
  'nl-NL': {
    subject: (sku) => `Uw offerteaanvraag voor ${sku}`,
    receipt: (name, article, quantity) =>
      `Beste ${name},\n\nWe ontvingen uw offerteaanvraag voor ${quantity} × ${article}. U krijgt onze offerte binnen één werkdag per e-mail.`,
  },
  'fr-FR': {
    subject: (sku) => `Votre demande d'offre pour ${sku}`,
    receipt: (name, article, quantity) =>
      `Bonjour ${name},\n\nNous avons bien reçu votre demande d'offre pour ${quantity} × ${article}. Vous recevrez notre offre par e-mail dans un délai d'un jour ouvrable.`,
  },
  'en-GB': {
    subject: (sku) => `Your quotation request for ${sku}`,
    receipt: (name, article, quantity) =>
      `Dear ${name},\n\nWe have received your quotation request for ${quantity} × ${article}. You will receive our offer by e-mail within one working day.`,
  },
  'de-DE': {
    subject: (sku) => `Ihre Angebotsanfrage für ${sku}`,
    receipt: (name, article, quantity) =>
      `Guten Tag ${name},\n\nwir haben Ihre Angebotsanfrage für ${quantity} × ${article} erhalten. Sie erhalten unser Angebot innerhalb eines Werktags per E-Mail.`,
  },
};

const SIGNATURE = '\n\n-- \nIndumex NV';

/** The receipt for the visitor, and the request for the sales mailbox (in the shop's language, Dutch). */
export function quoteMails(locale: Locale, input: QuoteRequest, sku: string, label: string) {
  const article = `${sku} ${label}`;
  const quantity = String(input.quantity);
  return {
    receipt: {
      subject: TEXTS[locale].subject(sku),
      text: TEXTS[locale].receipt(input.name, article, quantity) + SIGNATURE,
    },
    shop: {
      subject: `Offerteaanvraag van een bezoeker: ${sku}`,
      text: [
        `Artikel: ${article}`,
        `Aantal: ${quantity}`,
        `Naam: ${input.name}`,
        `Bedrijf: ${input.company}`,
        `E-mail: ${input.email}`,
        `Telefoon: ${input.phone || '–'}`,
        `Taal: ${locale}`,
        '',
        input.message || '–',
      ].join('\n'),
    },
  };
}
