import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import type { Locale } from '../../shared/locales.ts';
import { formatAmount, formatUnitPrice } from '../../shared/money.ts';
import { type DocumentLabel, documentLabel } from './labels.ts';
import { documentTotals, lineCents } from './totals.ts';
import type { DocumentLine, DocumentParty, InvoiceDocument, OfferDocument } from './types.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const LINE = 14;
/** Space between table columns. */
const GAP = 8;
const GREY = rgb(0.35, 0.38, 0.42);

interface Column {
  label: DocumentLabel;
  width: number;
  align?: 'right';
  value: (line: DocumentLine) => string;
}

/** Writes text top-down over as many A4 pages as the lines need (pdf-lib draws from the bottom). */
class Writer {
  page!: PDFPage;
  y = 0;
  pages = 0;
  // Plain fields, not parameter properties: Node's type stripping (scripts, `npm run api`) runs this file.
  private readonly pdf: PDFDocument;
  readonly font: PDFFont;
  readonly bold: PDFFont;
  constructor(pdf: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.font = font;
    this.bold = bold;
    this.newPage();
  }
  newPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages += 1;
    this.y = A4.height - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }
  /** Standard fonts speak WinAnsi only: anything else is replaced instead of failing the document. */
  safe(text: string, font = this.font) {
    const known = new Set(font.getCharacterSet());
    return [...text.normalize('NFC')].map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  }
  text(
    text: string,
    x: number,
    opts: { size?: number; bold?: boolean; width?: number; align?: 'right' } = {},
  ) {
    const font = opts.bold ? this.bold : this.font;
    const size = opts.size ?? 9;
    let value = this.safe(text, font);
    // Cut what does not fit its column, so columns never overlap.
    while (opts.width && value.length > 1 && font.widthOfTextAtSize(value, size) > opts.width) {
      value = `${value.slice(0, -2)}…`;
    }
    const dx = opts.align === 'right' ? (opts.width ?? 0) - font.widthOfTextAtSize(value, size) : 0;
    this.page.drawText(value, { x: x + dx, y: this.y, size, font, color: rgb(0, 0, 0) });
  }
  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + LINE - 4 },
      end: { x: A4.width - MARGIN, y: this.y + LINE - 4 },
      thickness: 0.5,
      color: GREY,
    });
  }
}

const day = (locale: Locale, iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' });

/** Which columns a document shows: delivery dates (offers, delivery proofs) and prices (not on proofs). */
interface Shows {
  delivery: boolean;
  prices: boolean;
}

function columns(locale: Locale, shows: Shows): Column[] {
  const qty = (l: DocumentLine) =>
    (l.quantityMilli / 1000).toLocaleString(locale, { maximumFractionDigits: 3 });
  const price: Column = {
    label: 'unitPrice',
    width: 60,
    align: 'right',
    value: (l) => (l.unitPriceMilli === null ? '–' : formatUnitPrice(locale, l.unitPriceMilli / 1000)),
  };
  const delivery: Column = {
    label: 'deliveryDate',
    width: 60,
    value: (l) => (l.deliveryDate ? day(locale, l.deliveryDate) : ''),
  };
  const amount: Column = {
    label: 'amount',
    width: 65,
    align: 'right',
    value: (l) => formatAmount(locale, lineCents(l) / 100),
  };
  // The description takes the room the other columns leave.
  const rest = [shows.prices && price, shows.delivery && delivery, shows.prices && amount].filter(
    (c): c is Column => Boolean(c),
  );
  const fixed = [70, 70, 40, ...rest.map((c) => c.width)];
  const room = A4.width - 2 * MARGIN - fixed.reduce((sum, width) => sum + width + GAP, 0);
  return [
    { label: 'article', width: 70, value: (l) => l.productNumber },
    { label: 'customerArticle', width: 70, value: (l) => l.customerArticleNumber ?? '' },
    { label: 'description', width: room, value: (l) => l.name },
    { label: 'quantity', width: 40, align: 'right', value: qty },
    ...rest,
  ];
}

function partyBlock(
  w: Writer,
  locale: Locale,
  title: DocumentLabel,
  p: DocumentParty,
  x: number,
  top: number,
) {
  w.y = top;
  w.text(documentLabel(locale, title), x, { bold: true });
  for (const line of [
    p.name,
    p.street,
    `${p.zipcode} ${p.city}`,
    `${documentLabel(locale, 'vat')}: ${p.vatNumber}`,
  ]) {
    w.y -= LINE;
    w.text(line, x);
  }
}

interface Layout {
  title: string;
  meta: [DocumentLabel, string][];
  seller: DocumentParty;
  buyer: DocumentParty;
  lines: DocumentLine[];
  shows: Shows;
}

async function render(locale: Locale, layout: Layout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(layout.title);
  pdf.setAuthor(layout.seller.name);
  pdf.setLanguage(locale);
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  w.text(layout.title, MARGIN, { size: 18, bold: true });
  const top = w.y - 2 * LINE;
  partyBlock(w, locale, 'seller', layout.seller, MARGIN, top);
  partyBlock(w, locale, 'buyer', layout.buyer, 320, top);
  w.y -= LINE / 2;
  for (const [label, value] of layout.meta) {
    w.y -= LINE;
    w.text(`${documentLabel(locale, label)}: ${value}`, MARGIN);
  }
  w.y -= 2 * LINE;
  const cols = columns(locale, layout.shows);
  const header = () => {
    let x = MARGIN;
    for (const c of cols) {
      w.text(documentLabel(locale, c.label), x, { bold: true, width: c.width, align: c.align });
      x += c.width + GAP;
    }
    w.y -= LINE;
    w.rule();
  };
  header();
  for (const line of layout.lines) {
    if (w.y - LINE < MARGIN) {
      w.newPage();
      header();
    }
    let x = MARGIN;
    for (const c of cols) {
      w.text(c.value(line), x, { width: c.width, align: c.align });
      x += c.width + GAP;
    }
    w.y -= LINE;
  }
  if (!layout.shows.prices) return pdf.save();
  const totals = documentTotals(layout.lines);
  w.ensure((totals.vat.length + 3) * LINE);
  w.rule();
  const right = (label: string, cents: number, bold = false) => {
    w.text(label, 330, { bold, width: 140 });
    w.text(formatAmount(locale, cents / 100), A4.width - MARGIN - 80, { bold, width: 80, align: 'right' });
    w.y -= LINE;
  };
  right(documentLabel(locale, 'net'), totals.netCents);
  for (const v of totals.vat) right(`${documentLabel(locale, 'vatRate')} ${v.rate} %`, v.taxCents);
  right(documentLabel(locale, 'total'), totals.grossCents, true);
  return pdf.save();
}

/** The invoice as a PDF in the buyer's language. */
export const invoicePdf = (doc: InvoiceDocument, locale: Locale) =>
  render(locale, {
    title: `${documentLabel(locale, 'invoice')} ${doc.number}`,
    meta: [
      ['date', day(locale, doc.issueDate)],
      ['dueDate', day(locale, doc.dueDate)],
      ['orderNumber', doc.orderNumber],
      ...(doc.customerReference
        ? [['customerReference', doc.customerReference] as [DocumentLabel, string]]
        : []),
      ...(doc.shippingNoteNumber
        ? [['shippingNote', doc.shippingNoteNumber] as [DocumentLabel, string]]
        : []),
    ],
    seller: doc.seller,
    buyer: doc.buyer,
    lines: doc.lines,
    shows: { delivery: false, prices: true },
  });

/** The offer as a PDF in the buyer's language, with the promised delivery date per line. */
export const offerPdf = (doc: OfferDocument, locale: Locale) =>
  render(locale, {
    title: `${documentLabel(locale, 'offer')} ${doc.number}`,
    meta: [
      ['date', day(locale, doc.issueDate)],
      ['status', documentLabel(locale, `status_${doc.status}`)],
      ...(doc.clientReference ? [['clientReference', doc.clientReference] as [DocumentLabel, string]] : []),
    ],
    seller: doc.seller,
    buyer: doc.buyer,
    lines: doc.lines,
    shows: { delivery: true, prices: true },
  });

/** The delivery proof of an invoice's shipment: what was delivered when, without prices. */
export const deliveryProofPdf = (doc: InvoiceDocument, locale: Locale) =>
  render(locale, {
    title: `${documentLabel(locale, 'deliveryProof')} ${doc.shippingNoteNumber ?? doc.number}`,
    meta: [
      ['invoice', doc.number],
      ['orderNumber', doc.orderNumber],
      ...(doc.customerReference
        ? [['customerReference', doc.customerReference] as [DocumentLabel, string]]
        : []),
    ],
    seller: doc.seller,
    buyer: doc.buyer,
    lines: doc.lines,
    shows: { delivery: true, prices: false },
  });
