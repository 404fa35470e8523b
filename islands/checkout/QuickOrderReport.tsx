import type { Ref } from 'react';
import type { QuickOrderSummary } from '../../src/components/checkout/flash.ts';
import * as m from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/shared/locales.ts';

interface Props {
  locale: Locale;
  report: QuickOrderSummary | null;
  ref?: Ref<HTMLDivElement>;
}

/** The quick order's per-line report (§4): how many lines went in, and why each other line did not. */
export default function QuickOrderReport({ locale, report, ref }: Props) {
  const t = { locale };
  const reasons = {
    UNKNOWN_ARTICLE: m.checkout_quick_unknownArticle({}, t),
    INVALID_QUANTITY: m.checkout_quick_invalidQuantity({}, t),
    NOT_ORDERABLE: m.checkout_quick_notOrderable({}, t),
  };
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
              <ul className="list-disc pl-5 text-sm">
                {report.errors.map((error) => (
                  <li key={`${error.line}-${error.article}`}>
                    {m.checkout_quick_line({ line: String(error.line), article: error.article || '–' }, t)}:{' '}
                    {reasons[error.code]}
                  </li>
                ))}
              </ul>
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
