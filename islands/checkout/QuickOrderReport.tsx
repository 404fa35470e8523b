import type { Ref } from 'react';
import type { QuickOrderError } from '../../src/api/cart-types.ts';
import type { QuickOrderSummary } from '../../src/components/checkout/flash.ts';
import { quantityRefusalText } from '../../src/components/checkout/quantity-refusal.ts';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';

interface Props {
  locale: Locale;
  report: QuickOrderSummary | null;
  /** The rows' report: each reason is shown at its row, so only the counts here. */
  atRows?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Why a quick-order line did not go in; a quantity with the article's own rules. */
export function quickOrderErrorText(
  error: QuickOrderSummary['errors'][number] | QuickOrderError,
  locale: Locale,
): string {
  const t = { locale };
  if (error.code === 'UNKNOWN_ARTICLE') return m.checkout_quick_unknownArticle({}, t);
  if (error.code === 'AMBIGUOUS_ARTICLE') {
    const choices = (error.candidates ?? []).map((c) =>
      c.name ? `${c.productNumber} (${c.name})` : c.productNumber,
    );
    return m.checkout_quick_ambiguousArticle({ candidates: choices.join(', ') }, t);
  }
  if (error.code === 'NOT_ORDERABLE') return m.checkout_quick_notOrderable({}, t);
  return quantityRefusalText(error.quantity, locale);
}

/** The quick order's per-line report (§4): how many lines went in, and why each other line did not. */
export default function QuickOrderReport({ locale, report, atRows = false, ref }: Props) {
  const t = { locale };
  return (
    // Always in the page, so a new report is read out (a live region must exist before it changes).
    <div
      ref={ref}
      tabIndex={-1}
      aria-live="polite"
      className="focus:outline-none"
      data-testid="quick-order-report"
    >
      {report && (
        <div className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-4">
          {report.added > 0 && (
            <p className="font-semibold text-green-800">
              {m.checkout_quick_added({ count: String(report.added) }, t)}
            </p>
          )}
          {report.errors.length > 0 && (
            <>
              <p className="font-semibold text-red-800">
                {m.checkout_quick_failed({ count: String(report.errors.length + report.more) }, t)}
              </p>
              {atRows && <p className="text-sm">{m.lists_quick_seeRows({}, t)}</p>}
              {!atRows && (
                <ul className="list-disc pl-5 text-sm">
                  {report.errors.map((error) => (
                    <li key={`${error.line}-${error.article}`}>
                      {m.checkout_quick_line({ line: String(error.line), article: error.article || '–' }, t)}:{' '}
                      {quickOrderErrorText(error, locale)}
                    </li>
                  ))}
                </ul>
              )}
              {report.more > 0 && (
                <p className="text-sm">{m.checkout_quick_more({ count: String(report.more) }, t)}</p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
