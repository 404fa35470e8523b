import type { Order } from '../../api/cart-types.ts';
import type { Locale } from '../../shared/locales.ts';
import { formatAmount, formatUnitPrice } from '../../shared/money.ts';

interface OrderTexts {
  subject: (number: string) => string;
  pendingSubject: (number: string) => string;
  intro: (name: string) => string;
  pending: string;
  lines: string;
  total: string;
  reference: string;
}

const TEXTS: Record<Locale, OrderTexts> = {
  'nl-NL': {
    subject: (n) => `Bevestiging van uw bestelling ${n}`,
    pendingSubject: (n) => `Uw bestelling ${n} wacht op goedkeuring`,
    intro: (name) => `Beste ${name},\n\nBedankt voor uw bestelling bij Indumex.`,
    pending:
      'Uw bestelling wacht op goedkeuring door uw verantwoordelijke; we verwerken ze zodra ze goedgekeurd is.',
    lines: 'Artikelen',
    total: 'Totaal (excl. btw / incl. btw)',
    reference: 'Bestelreferentie',
  },
  'fr-FR': {
    subject: (n) => `Confirmation de votre commande ${n}`,
    pendingSubject: (n) => `Votre commande ${n} attend une approbation`,
    intro: (name) => `Bonjour ${name},\n\nMerci pour votre commande chez Indumex.`,
    pending:
      'Votre commande attend l’approbation de votre responsable ; nous la traiterons dès son approbation.',
    lines: 'Articles',
    total: 'Total (HTVA / TVAC)',
    reference: 'Référence de commande',
  },
  'en-GB': {
    subject: (n) => `Confirmation of your order ${n}`,
    pendingSubject: (n) => `Your order ${n} is waiting for approval`,
    intro: (name) => `Dear ${name},\n\nThank you for your order at Indumex.`,
    pending: 'Your order is waiting for your approver; we will process it as soon as it is approved.',
    lines: 'Articles',
    total: 'Total (excl. VAT / incl. VAT)',
    reference: 'Order reference',
  },
  'de-DE': {
    subject: (n) => `Bestätigung Ihrer Bestellung ${n}`,
    pendingSubject: (n) => `Ihre Bestellung ${n} wartet auf Freigabe`,
    intro: (name) => `Guten Tag ${name},\n\nvielen Dank für Ihre Bestellung bei Indumex.`,
    pending:
      'Ihre Bestellung wartet auf die Freigabe durch Ihre verantwortliche Person; wir bearbeiten sie nach der Freigabe.',
    lines: 'Artikel',
    total: 'Gesamt (netto / brutto)',
    reference: 'Bestellreferenz',
  },
};

/**
 * The order confirmation in the buyer's language (the language the order was placed in); without
 * amounts for a buyer who may not see prices (`showPrices` false).
 */
export function orderMail(locale: Locale, name: string, order: Order, showPrices = true) {
  const t = TEXTS[locale];
  const pending = order.status === 'pending';
  const price = (l: Order['lineItems'][number]) =>
    showPrices ? ` × ${formatUnitPrice(locale, l.unitPrice)} = ${formatAmount(locale, l.totalPrice)}` : '';
  const lines = order.lineItems
    .map((l) => `- ${l.articleNumber} ${l.name}: ${l.quantity} ${l.unit}${price(l)}`)
    .join('\n');
  const total = showPrices
    ? `\n\n${t.total}: ${formatAmount(locale, order.amountNet)} / ${formatAmount(locale, order.amountTotal)}`
    : '';
  const reference = order.orderReference
    ? `\n${t.reference}: ${[order.orderReference, order.orderReferenceSuffix].filter(Boolean).join(' ')}`
    : '';
  return {
    subject: (pending ? t.pendingSubject : t.subject)(order.orderNumber),
    text: `${t.intro(name)}${pending ? `\n${t.pending}` : ''}\n\n${t.lines}:\n${lines}${total}${reference}`,
  };
}
