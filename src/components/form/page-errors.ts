import * as m from '../../paraglide/messages.js';
import { addPageMessages, text } from './errors.ts';

// Refusals of the company's user management, approvals and cost centre (issue 26): shown only by
// server-rendered account and checkout pages, so their texts are not shipped to the browser.
addPageMessages({
  LEAD_BUYER_PROTECTED: text(m.lead_error_leadBuyerProtected),
  USER_HAS_MORE_RIGHTS: text(m.lead_error_userHasMoreRights),
  RIGHT_NOT_HELD: text(m.lead_error_rightNotHeld),
  PASSWORD_NOT_YOURS: text(m.lead_error_passwordNotYours),
  LOGIN_CHANGE_LEAD_ONLY: text(m.lead_error_loginChangeLeadOnly),
  JOIN_REQUEST_NOT_FOUND: text(m.join_error_requestNotFound),
  APPROVER_REQUIRED: text(m.approvals_error_approverRequired),
  APPROVER_CANNOT_DECIDE: text(m.approvals_error_approverCannotDecide),
  EXTERNAL_CONTACT_DISMISSED: text(m.approvals_error_contactDismissed),
  FORM_THROTTLED: text(m.quote_error_throttled),
});
