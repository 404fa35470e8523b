import { describe, expect, it } from 'vitest';
import { parseXml } from '../../src/server/punchout/cxml/xml.ts';
import { assertValidCxml } from '../unit/punchout/cxml-dtd.ts';
import { setupRequestXml } from '../unit/punchout/cxml-fixtures.ts';
import { call, languageId } from './client.ts';
import { callFrom } from './from-address.ts';

// Issue 18: the cXML setup's throttle tells when to try again, and the StartPage opens the
// storefront in the language of the setup request (its xml:lang).

const POST_URL = 'http://127.0.0.1:9/cxml/receive';
// A loopback address of this file's own, so its failures slow no other suite down.
const FROM = '127.0.0.141';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  text: string;
}

/** The procurement system's server-to-server setup call, from `from`. */
const postSetup = (xml: string, from = '127.0.0.1'): Promise<Answer> =>
  callFrom(from, 'POST', '/b2bCxmlEntry/setup', { body: xml });

type Tree = {
  cXML: {
    Response: { Status: Record<string, string>; PunchOutSetupResponse?: { StartPage: { URL: string } } };
  };
};
const responseOf = (xml: string) => (parseXml(xml) as Tree).cXML.Response;

describe('cXML setup throttle', () => {
  it('answers 429 with Retry-After once a sender has failed too often', async () => {
    // Five failures in a row are free (LOGIN_THROTTLE_FREE_USER); the sixth makes the next one wait 1 s.
    const guess = setupRequestXml({
      postUrl: POST_URL,
      senderIdentity: 'AN-THROTTLED',
      sharedSecret: 'guess',
    });
    for (let i = 0; i < 6; i++) {
      const failed = await postSetup(guess, FROM);
      expect(failed.status).toBe(401);
      expect(failed.retryAfter).toBeUndefined();
    }
    const throttled = await postSetup(guess, FROM);
    expect(throttled.status).toBe(429);
    expect(throttled.retryAfter).toBe('1');
    assertValidCxml(throttled.text);
    expect(responseOf(throttled.text).Status['@_code']).toBe('429');
    expect(throttled.text).not.toContain('StartPage');
  });
});

// Issue 26: the back-off counts per identity and address (a stranger elsewhere cannot make the
// company's system wait), and every Sender credential a request names is charged.
describe('cXML setup throttle per identity and address', () => {
  const STRANGER = '127.0.0.142';
  const COMPANY = '127.0.0.143';
  const wrong = setupRequestXml({ postUrl: POST_URL, sharedSecret: 'guess' });
  const right = setupRequestXml({ postUrl: POST_URL });
  /** The same request with a decoy credential put before the real Sender credential. */
  const withDecoy = (xml: string) =>
    xml.replace(
      '<Sender>',
      '<Sender><Credential domain="NetworkId"><Identity>AN-DECOY-1</Identity><SharedSecret>x</SharedSecret></Credential>',
    );

  it("a stranger's wrong guesses do not lock the company out, and a decoy first does not dodge them", async () => {
    for (let i = 0; i < 6; i++) expect((await postSetup(wrong, STRANGER)).status).toBe(401);
    // The real identity is throttled from the stranger's address, also behind a decoy credential.
    const decoyed = await postSetup(withDecoy(wrong), STRANGER);
    expect(decoyed.status).toBe(429);
    expect(decoyed.retryAfter).toBe('1');
    expect((await postSetup(right, STRANGER)).status).toBe(429);
    // The company's own system, from its address, gets in at once.
    const company = await postSetup(right, COMPANY);
    expect(company.status, company.text).toBe(200);
    expect(responseOf(company.text).PunchOutSetupResponse?.StartPage.URL).toContain('/cxml/auth/');
  });

  it('refuses a header with more than ten credentials', async () => {
    const many = '<Credential domain="NetworkId"><Identity>AN-X</Identity></Credential>'.repeat(10);
    const answer = await postSetup(right.replace('<Sender>', `<Sender>${many}`), COMPANY);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Sender.Credential');
  });
});

describe('cXML StartPage language', () => {
  const startPage = async (lang: string) => {
    const answer = await postSetup(setupRequestXml({ postUrl: POST_URL, lang }));
    expect(answer.status, answer.text).toBe(200);
    return new URL(responseOf(answer.text).PunchOutSetupResponse?.StartPage.URL ?? '');
  };

  it("opens the storefront of the request's xml:lang, by its first subtag; others in the default", async () => {
    for (const [lang, prefix] of [
      ['fr-BE', '/fr'],
      ['FR', '/fr'],
      ['en-US', '/en'],
      ['de-CH', '/de'],
      ['nl-BE', ''],
      ['es-ES', ''],
      ['', ''],
    ] as const) {
      const url = await startPage(lang);
      expect(url.pathname, lang).toMatch(new RegExp(`^${prefix}/cxml/auth/[0-9a-f-]{36}/[A-Za-z0-9_-]+$`));
    }
  });

  it('a StartPage redeemed in its language starts a session in that language', async () => {
    const url = await startPage('fr-BE');
    const [a, b] = url.pathname.split('/').slice(-2);
    const fr = await languageId('fr-FR');
    const auth = await call('POST', `/b2bCxmlEntry/auth/${a}/${b}`, { headers: { 'sw-language-id': fr } });
    expect(auth.status).toBe(200);
    expect(auth.json.redirectUrl).toBe('/');
    const ctx = await call('GET', '/context', { token: auth.headers.get('sw-context-token') as string });
    expect(ctx.json.languageLocaleCode).toBe('fr-FR');
  });
});
