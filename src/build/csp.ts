import { createHash } from 'node:crypto';
import type { AstroUserConfig } from 'astro';
import { INLINE_SCRIPTS } from '../shared/inline-scripts.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

/**
 * The page Content-Security-Policy (issue 18). Astro hashes the scripts and styles it emits (hydration,
 * client directives such as client:tap, bundled and inlined scripts, the inlined CSS) and sends the
 * policy as a header of every rendered page. Hashes, not nonces: the page cache keeps whole pages, and a
 * hash stays true for every copy of a page, a nonce only for the response it was made for.
 * Per-request additions (tag manager, chat, punch-out frame ancestors, transfer form target) are made
 * at runtime by src/security/page-csp.ts and the transfer page.
 */
export const csp = {
  algorithm: 'SHA-256',
  directives: [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Product media may come from the CDN of §3; images cannot run code.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ],
  scriptDirective: {
    resources: ["'self'"],
    // Our own is:inline scripts (they must run before the first paint, so they cannot be bundled).
    hashes: Object.values(INLINE_SCRIPTS).map(sha256),
  },
  // Style attributes (server-rendered style="…", e.g. the chat offset and React's inline styles) cannot
  // carry hashes; inline <style> elements still need one.
  styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
} satisfies NonNullable<NonNullable<AstroUserConfig['security']>['csp']>;
