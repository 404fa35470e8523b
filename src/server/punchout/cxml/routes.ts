import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Uuid } from '../../../shared/schemas/fields.ts';
import { OtpSchema } from '../../../shared/schemas/punchout.ts';
import { logout } from '../../account/login.ts';
import { readCart } from '../../cart/service.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createRouter, type Env } from '../../http/context.ts';
import { ApiError, errors } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { statusResponse } from './documents.ts';
import { cxmlAuth } from './entry.ts';
import { cxmlSetup } from './setup.ts';

/** A setup request with a large re-opened requisition (1000 ItemOut) stays well below this. */
export const MAX_SETUP_BYTES = 1024 * 1024;

const xmlAnswer = (
  c: Context<Env>,
  status: 200 | 400 | 401 | 403 | 413 | 429,
  xml: string,
  headers: Record<string, string> = {},
) => c.body(xml, status, { ...headers, 'content-type': 'text/xml; charset=utf-8' });

const session = (token: string, redirectUrl: string | null) => ({
  apiAlias: 'array_struct',
  contextToken: token,
  redirectUrl,
});

/** §7 cXML punch-out: the procurement system's setup request, then StartPage, inspect and logout. */
export const cxmlRoutes = createRouter()
  // Posted server-to-server by the procurement system (text/xml); always answers cXML.
  .post(
    '/b2bCxmlEntry/setup',
    bodyLimit({
      maxSize: MAX_SETUP_BYTES,
      onError: (c) =>
        xmlAnswer(c, 413, statusResponse(new URL(c.req.url).hostname, 413, 'Request Entity Too Large')),
    }),
    async (c) => {
      const answer = await cxmlSetup(
        c.get('ctx'),
        await c.req.text(),
        new URL(c.req.url).origin,
        clientAddress(c),
      );
      return xmlAnswer(c, answer.status, answer.xml, answer.headers);
    },
  )
  .post('/b2bCxmlEntry/auth/:a/:b', async (c) => {
    const companyId = parse(Uuid, c.req.param('a'));
    const token = parse(OtpSchema, c.req.param('b'));
    const started = await cxmlAuth(c.get('ctx'), companyId, token);
    c.header('sw-context-token', started.token);
    return c.json(session(started.token, started.redirect));
  })
  // The re-opened requisition of a cXML session (the /cxml/inspect page): the cart and the operation.
  .post('/b2bCxmlEntry/inspect', async (c) => {
    const ctx = c.get('ctx');
    if (!ctx.customer) throw errors.unauthorized();
    if (ctx.punchout?.kind !== 'cxml') {
      throw new ApiError(403, 'B2B__PUNCHOUT_NOT_CXML', 'This is not a cXML punch-out session.');
    }
    return c.json({
      apiAlias: 'b2b_cxml_inspect',
      operation: ctx.punchout.operation,
      cart: await readCart(ctx),
    });
  })
  .post('/b2bCxmlEntry/logout', async (c) => {
    const token = await logout(c.get('ctx'));
    c.header('sw-context-token', token);
    return c.json(session(token, null));
  });
