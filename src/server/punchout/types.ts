/**
 * The punch-out state of a session (stored in session.punchout): the procurement system that opened
 * it and where the cart goes back to. Never sent to the browser as is (the context exposes the kind).
 */
export type PunchoutState =
  | {
      kind: 'oci';
      /** The validated HOOK_URL the cart is posted back to. */
      hookUrl: string;
      /** Browser target of the transfer form (~TARGET / returntarget), `_top` by default. */
      target: string;
      /** OCI_VERSION as sent (4.0, 5.0), or null. */
      version: string | null;
      /** ~OkCode and ~CALLER, echoed back in the transfer form when the system sent them. */
      okCode?: string;
      caller?: string;
    }
  | {
      kind: 'cxml';
      buyerCookie: string;
      /** The BrowserFormPost URL. */
      postUrl: string;
      operation: 'create' | 'edit' | 'inspect';
    };

export type { TransferForm } from '../../api/cart-types.ts';

/** Unit mapping per shop unit (ST, M, KG…): OCI wants ISO codes, cXML UN/CEFACT codes. */
export type UnitMapping = Record<string, { iso: string; unece: string }>;
