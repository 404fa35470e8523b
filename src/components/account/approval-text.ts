import type { Approval } from '../../api/approvals.ts';
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../shared/locales.ts';

/** Why an order waits (§4): the approve-from amount of its flow or of its order reference. */
export const reasonText = (a: Pick<Approval, 'approvalReason'>, locale: Locale) =>
  a.approvalReason === 'reference-approve-from'
    ? m.account_approvals_reasonReference({}, { locale })
    : m.account_approvals_reasonFlow({}, { locale });

export const requesterName = (a: Pick<Approval, 'requester'>) =>
  a.requester ? `${a.requester.firstName} ${a.requester.lastName}` : '–';

/** The flow, or the order reference, the order is booked on. */
export const bookedOn = (a: Pick<Approval, 'flow' | 'orderReference'>) =>
  [a.flow, a.orderReference].filter(Boolean).join(' · ') || '–';

export const approvalDate = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(locale, {
    timeZone: 'Europe/Brussels',
    dateStyle: 'short',
    timeStyle: 'short',
  });
