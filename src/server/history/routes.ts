import type { Context } from 'hono';
import * as v from 'valibot';
import { requiredText } from '../../shared/schemas/fields.ts';
import { InvoiceQuerySchema, OfferQuerySchema } from '../../shared/schemas/history.ts';
import { deliveryProofPdf, invoicePdf, offerPdf } from '../documents/pdf.ts';
import { invoiceUbl } from '../documents/ubl.ts';
import { createRouter } from '../http/context.ts';
import { parse } from '../http/validate.ts';
import { requireSection } from './access.ts';
import { requirePrices, seesPrices, shownAmounts } from './amounts.ts';
import { deliveredDocument, invoiceDetail, invoiceDocument, invoiceHistory } from './invoices.ts';
import { takeOfferIntoCart } from './offer-cart.ts';
import { getOffer, listOffers, offerDocument } from './offers.ts';

const number = (c: Context, key: 'offerNumber' | 'invoiceNumber') =>
  parse(v.object({ [key]: requiredText(20) }), { [key]: c.req.query(key) ?? '' })[key] as string;

/** A generated document as a download named after its number; never kept by a shared cache. */
const download = (body: Uint8Array | string, type: string, filename: string) =>
  new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });

const offers = (c: Context) =>
  requireSection(c.get('ctx'), 'ROLE_MANAGE_OFFER_HISTORY', 'DISPLAY_OFFER_HISTORY');
const invoices = (c: Context) =>
  requireSection(c.get('ctx'), 'ROLE_MANAGE_INVOICE_HISTORY', 'DISPLAY_INVOICE_HISTORY');

/**
 * §7 histories of offers and invoices, with their PDFs and the invoices' Peppol UBL. Each call checks
 * the section's right and flag, and reads only the caller's company.
 */
export const historyRoutes = createRouter()
  .get('/b2b/offer/history', async (c) => {
    const current = await offers(c);
    const list = await listOffers(c.get('ctx'), current, parse(OfferQuerySchema, c.req.query()));
    return c.json(shownAmounts(await seesPrices(c.get('ctx'), current), list));
  })
  .get('/b2b/offer/history/detail', async (c) => {
    const current = await offers(c);
    const detail = await getOffer(c.get('ctx'), current, number(c, 'offerNumber'));
    return c.json(shownAmounts(await seesPrices(c.get('ctx'), current), detail));
  })
  .post('/b2b/offer/:offerNumber/cart', async (c) => {
    const { offerNumber } = parse(v.object({ offerNumber: requiredText(20) }), c.req.param());
    return c.json(await takeOfferIntoCart(c.get('ctx'), offerNumber));
  })
  .get('/b2b/offer/history/pdf', async (c) => {
    const ctx = c.get('ctx');
    const current = await offers(c);
    await requirePrices(ctx, current);
    const doc = await offerDocument(ctx, current, number(c, 'offerNumber'));
    return download(await offerPdf(doc, ctx.locale), 'application/pdf', `${doc.number}.pdf`);
  })
  .get('/b2b/invoice/history', async (c) => {
    const current = await invoices(c);
    const list = await invoiceHistory(c.get('ctx'), current, parse(InvoiceQuerySchema, c.req.query()));
    return c.json(shownAmounts(await seesPrices(c.get('ctx'), current), list));
  })
  .get('/b2b/invoice/history/detail', async (c) => {
    const current = await invoices(c);
    const detail = await invoiceDetail(c.get('ctx'), current, number(c, 'invoiceNumber'));
    return c.json(shownAmounts(await seesPrices(c.get('ctx'), current), detail));
  })
  .get('/b2b/invoice/history/pdf', async (c) => {
    const ctx = c.get('ctx');
    const current = await invoices(c);
    await requirePrices(ctx, current);
    const doc = await invoiceDocument(ctx, current, number(c, 'invoiceNumber'));
    return download(await invoicePdf(doc, ctx.locale), 'application/pdf', `${doc.number}.pdf`);
  })
  .get('/b2b/invoice/history/delivery-proof', async (c) => {
    const ctx = c.get('ctx');
    const doc = await deliveredDocument(ctx, await invoices(c), number(c, 'invoiceNumber'));
    const name = `${doc.shippingNoteNumber ?? doc.number}.pdf`;
    return download(await deliveryProofPdf(doc, ctx.locale), 'application/pdf', name);
  })
  .get('/b2b/invoice/history/ubl', async (c) => {
    const ctx = c.get('ctx');
    const current = await invoices(c);
    await requirePrices(ctx, current);
    const doc = await invoiceDocument(ctx, current, number(c, 'invoiceNumber'));
    return download(await invoiceUbl(doc), 'application/xml; charset=utf-8', `${doc.number}.xml`);
  });
