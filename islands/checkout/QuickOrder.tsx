import { type SubmitEvent, useRef, useState } from 'react';
import type { QuickOrderReport as Report } from '../../src/api/cart-types.ts';
import type { QuickOrderSummary } from '../../src/components/checkout/flash.ts';
import { checkoutText } from '../../src/components/checkout/messages.ts';
import { Field } from '../../src/components/form/Field.tsx';
import type { FormMessages } from '../../src/components/form/submit.ts';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';
import { MAX_CSV_BYTES } from '../../src/shared/schemas/cart.ts';
import { CartRequestError, storeCall } from '../stores/cart.ts';
import { useHydrated } from '../use-hydrated.ts';
import ArticleRow, { type Row } from './ArticleRow.tsx';
import QuickOrderReport, { quickOrderErrorText } from './QuickOrderReport.tsx';
import { cartChanged } from './refresh.ts';

interface Props {
  locale: Locale;
  languageId: string;
  /** The cart page, for the plain form. */
  action: string;
  /** A report the server rendered after a plain post. */
  report: QuickOrderSummary | null;
  errors: FormMessages | null;
}

type Input = { csv: string } | { lines: { article: string; quantity: string }[] };

const ROWS = 3;
let nextKey = 0;
const emptyRows = (): Row[] =>
  Array.from({ length: ROWS }, () => ({ key: nextKey++, article: '', quantity: '' }));
const button =
  'self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

/**
 * §4 quick order (ROLE_ACCESS_QUICK_ORDER_FORM). The paste box and the CSV upload are a plain form that
 * works without JavaScript (the server reads the text or file). With JavaScript there are also rows
 * with an inline lookup, the file is read here (File.text(), 5 MB at most) and the per-line report
 * comes back without leaving the page. Parsing the CSV is the server's work.
 */
export default function QuickOrder({ locale, languageId, action, report: initial, errors }: Props) {
  const t = { locale };
  const enhanced = useHydrated();
  const [rows, setRows] = useState<Row[]>(() => emptyRows());
  const [report, setReport] = useState(initial);
  const [reportAtRows, setReportAtRows] = useState(false);
  const [messages, setMessages] = useState<FormMessages>(errors ?? { fields: {}, form: [] });
  const [busy, setBusy] = useState(false);
  const reportRef = useRef<HTMLDivElement>(null);

  /** Sends the lines; the lines in error (empty when all went in), or null when the call failed. */
  const send = async (input: Input, atRows: boolean): Promise<Report['errors'] | null> => {
    setBusy(true);
    setMessages({ fields: {}, form: [] });
    setReportAtRows(atRows);
    try {
      const answer = await storeCall<Report>('POST', '/b2b/quick-order', input);
      setReport({ added: answer.added.length, errors: answer.errors, more: 0 });
      await cartChanged();
      return answer.errors;
    } catch (failure) {
      const item = failure instanceof CartRequestError ? failure.items[0] : undefined;
      const lines = item?.meta?.parameters?.errors;
      setReport(Array.isArray(lines) ? { added: 0, errors: lines as Report['errors'], more: 0 } : null);
      setMessages({
        fields: {},
        form: [checkoutText(item?.code ?? 'UNKNOWN_ERROR', item?.meta?.parameters ?? {}, locale)],
      });
      return Array.isArray(lines) ? (lines as Report['errors']) : null;
    } finally {
      setBusy(false);
      reportRef.current?.focus();
    }
  };

  const sendPaste = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
    const pasted = form.elements.namedItem('csv') as HTMLTextAreaElement;
    if (file && file.size > MAX_CSV_BYTES) {
      setMessages({ fields: { file: m.checkout_quick_fileTooLarge({}, t) }, form: [] });
      return;
    }
    const csv = file ? await file.text() : pasted.value;
    if (!csv.trim()) {
      setMessages({ fields: { csv: checkoutText('IS_BLANK', {}, locale, true) }, form: [] });
      return;
    }
    if ((await send({ csv }, false))?.length === 0) form.reset();
  };

  const sendRows = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = rows.filter((row) => row.article.trim());
    if (!sent.length) {
      setMessages({ fields: { rows: m.checkout_quick_noRows({}, t) }, form: [] });
      return;
    }
    const failed = await send(
      { lines: sent.map((row) => ({ article: row.article.trim(), quantity: row.quantity.trim() || '1' })) },
      true,
    );
    if (!failed) return;
    // Line n is the n-th row sent: the rows that went in go, the others stay with their reason.
    const kept = failed.flatMap((error) => {
      const row = sent[error.line - 1];
      if (!row) return [];
      const field = error.code === 'INVALID_QUANTITY' ? 'quantity' : 'article';
      return [{ ...row, error: { text: quickOrderErrorText(error, locale), field } as const }];
    });
    setRows(kept.length ? kept : emptyRows());
  };

  return (
    <section
      aria-labelledby="quick-order-title"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-5"
      aria-busy={busy}
    >
      <h2 id="quick-order-title" className="text-2xl font-semibold text-brand-900">
        {m.checkout_quick_title({}, t)}
      </h2>
      <p className="text-slate-700">{m.checkout_quick_intro({}, t)}</p>
      {messages.form.map((text) => (
        <p key={text} role="alert" className="font-medium text-red-700">
          {text}
        </p>
      ))}
      {enhanced && (
        <form
          onSubmit={sendRows}
          noValidate
          className="flex flex-col gap-3"
          aria-labelledby="quick-rows-title"
        >
          <h3 id="quick-rows-title" className="text-lg font-semibold">
            {m.checkout_quick_rowsTitle({}, t)}
          </h3>
          {/* Column heads for the eye; each field has its own label with the row number. */}
          <div
            aria-hidden="true"
            className="grid grid-cols-[1fr_5rem] gap-2 font-medium sm:grid-cols-[1fr_6rem_8rem] text-slate-800"
          >
            <span>{m.checkout_line_sku({}, t)}</span>
            <span>{m.checkout_line_quantity({}, t)}</span>
          </div>
          <ul className="flex flex-col gap-2">
            {rows.map((row, index) => (
              <ArticleRow
                key={row.key}
                locale={locale}
                languageId={languageId}
                row={row}
                number={index + 1}
                onChange={(next) => setRows((all) => all.map((r) => (r.key === next.key ? next : r)))}
                onRemove={
                  rows.length > 1 ? () => setRows((all) => all.filter((r) => r.key !== row.key)) : null
                }
              />
            ))}
          </ul>
          {messages.fields.rows && <p className="text-sm font-medium text-red-700">{messages.fields.rows}</p>}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="rounded-md border border-slate-400 px-4 py-2 font-medium hover:bg-slate-100"
              onClick={() => setRows((all) => [...all, { key: nextKey++, article: '', quantity: '' }])}
            >
              {m.checkout_quick_addRow({}, t)}
            </button>
            <button type="submit" disabled={busy} className={button}>
              {m.checkout_quick_submitRows({}, t)}
            </button>
          </div>
        </form>
      )}
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-3"
        aria-labelledby="quick-paste-title"
        onSubmit={enhanced ? sendPaste : undefined}
      >
        <h3 id="quick-paste-title" className="text-lg font-semibold">
          {m.checkout_quick_pasteTitle({}, t)}
        </h3>
        <input type="hidden" name="intent" value="quick-order" />
        <Field
          name="csv"
          label={m.checkout_quick_pasteLabel({}, t)}
          locale={locale}
          idPrefix="quick"
          multiline
          hint={m.checkout_quick_pasteHint({}, t)}
          error={messages.fields.csv}
        />
        <Field
          name="file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          label={m.checkout_quick_fileLabel({}, t)}
          locale={locale}
          idPrefix="quick"
          hint={m.checkout_quick_fileHint({}, t)}
          error={messages.fields.file}
        />
        <button type="submit" disabled={busy} className={button}>
          {m.checkout_quick_submit({}, t)}
        </button>
      </form>
      <QuickOrderReport ref={reportRef} locale={locale} report={report} atRows={reportAtRows} />
    </section>
  );
}
