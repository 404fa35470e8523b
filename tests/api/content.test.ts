import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../src/server/seed/constants.ts';
import { call, errorCodes } from './client.ts';
import { rows } from './inspect.ts';

const languageIds = new Map<string, string>();
async function lang(locale: string): Promise<Record<string, string>> {
  if (!languageIds.size) {
    const ctx = await call('GET', '/context');
    for (const d of ctx.json.domains) languageIds.set(d.languageLocaleCode, d.languageId);
  }
  return { 'sw-language-id': languageIds.get(locale) as string };
}

const listing = (body: unknown, locale = 'nl-NL') =>
  lang(locale).then((headers) => call('POST', '/h1webblog-listing/all', { body, headers }));

/** The form call of §7 lives outside /store-api. */
async function submitForm(body: unknown, locale = 'nl-NL') {
  const response = await fetch(`${inject('baseUrl')}/swag/cms-extensions/form`, {
    method: 'POST',
    headers: {
      'sw-access-key': DEMO_ACCESS_KEY,
      'content-type': 'application/json',
      ...(await lang(locale)),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

const outbox = () =>
  rows<{ to: string; subject: string; text: string; template: string }>(inject('baseUrl'), 'mail_outbox');

describe('blog listing (POST /h1webblog-listing/{id})', () => {
  it('pages the published posts newest first with elements, page, limit and total', async () => {
    const first = await listing({ p: 1, limit: 3 });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, limit: 3, total: 8 });
    expect(first.json.elements).toHaveLength(3);
    const dates = first.json.elements.map((e: { publishedAt: string }) => e.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = await listing({ p: 3, limit: 3 });
    expect(third.json.elements).toHaveLength(2);
    const ids = new Set([...first.json.elements, ...third.json.elements].map((e: { id: string }) => e.id));
    expect(ids.size).toBe(5);
  });

  it('defaults to page 1 and translates titles, slugs and tags', async () => {
    const nl = await listing({});
    const fr = await listing({}, 'fr-FR');
    expect(nl.json.page).toBe(1);
    expect(nl.json.elements[0].id).toBe(fr.json.elements[0].id);
    expect(nl.json.elements[0].title).not.toBe(fr.json.elements[0].title);
    expect(fr.json.elements[0].seoPathInfo).toMatch(/^\/blog\/[a-z0-9-]+$/);
    const names = (r: typeof nl) => r.json.tags.map((t: { name: string }) => t.name);
    expect(names(nl)).toContain('Lagers');
    expect(names(fr)).toContain('Roulements');
    expect(
      fr.json.elements.flatMap((e: { tags: { name: string }[] }) => e.tags.map((t) => t.name)),
    ).not.toContain('Onderhoud');
  });

  it('filters by tag ids (equalsAny) and rejects bad filters with the envelope', async () => {
    const all = await listing({});
    const tag = all.json.tags.find((t: { name: string }) => t.name === 'Lagers');
    const filtered = await listing({ filter: [{ type: 'equalsAny', field: 'tagIds', value: [tag.id] }] });
    expect(filtered.json.total).toBe(2);
    for (const post of filtered.json.elements)
      expect(post.tags.map((t: { id: string }) => t.id)).toContain(tag.id);

    const bad = await listing({ filter: [{ type: 'equalsAny', field: 'tagIds', value: ['nope'] }] });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json)).toEqual(['VIOLATION::INVALID_UUID']);
    const field = await listing({ filter: [{ type: 'equals', field: 'authorName', value: 'x' }] });
    expect(field.status).toBe(400);
    const unknown = await call('POST', '/h1webblog-listing/00000000-0000-4000-8000-000000000000', {
      body: {},
    });
    expect(unknown.status).toBe(404);
  });
});

describe('blog detail (GET /b2b/blog/{slug})', () => {
  it('returns blog.blog with content, categories and tags, and blog.cmsPage', async () => {
    const { json } = await listing({ limit: 1 });
    const slug = json.elements[0].slug;
    const res = await call('GET', `/b2b/blog/${slug}`);
    expect(res.status).toBe(200);
    expect(res.json.blog).toMatchObject({ id: json.elements[0].id, slug });
    expect(res.json.blog.content).toContain('<p>');
    expect(res.json.blog.categories[0].name).toBeTruthy();
    expect(res.json.blog.tags.length).toBeGreaterThan(0);
    expect(res.json).toHaveProperty('cmsPage');
  });

  it('finds a slug of another language and names the canonical one', async () => {
    const nl = await listing({ limit: 1 });
    const res = await call('GET', `/b2b/blog/${nl.json.elements[0].slug}`, { headers: await lang('de-DE') });
    expect(res.status).toBe(200);
    expect(res.json.canonicalPathInfo).not.toBe(`/blog/${nl.json.elements[0].slug}`);
  });

  it('answers unknown and malformed slugs with the 404 envelope', async () => {
    for (const slug of ['does-not-exist', 'Bad%20Slug', "x'--"]) {
      const res = await call('GET', `/b2b/blog/${slug}`);
      expect(res.status).toBe(404);
      expect(res.json.errors[0]).toMatchObject({ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND' });
    }
  });
});

const contact = {
  firstName: 'Ann',
  lastName: 'Peeters',
  companyName: 'Peeters Techniek',
  email: 'Ann.Peeters@example.com',
  subject: 'Offerte lagers',
  message: 'Graag een offerte voor 20 stuks 6204-2RS.',
  privacyConfirm: true,
};

describe('contact form (POST /swag/cms-extensions/form)', () => {
  it('reports every invalid field as a VIOLATION:: code with its field', async () => {
    const res = await submitForm({ email: 'not-an-email', message: 'short', privacyConfirm: false });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.json.errors.map((e: { code: string; meta: { parameters: { field: string } } }) => [
        e.meta.parameters.field,
        e.code,
      ]),
    );
    expect(byField).toMatchObject({
      firstName: 'VIOLATION::IS_BLANK',
      lastName: 'VIOLATION::IS_BLANK',
      email: 'VIOLATION::INVALID_EMAIL',
      subject: 'VIOLATION::IS_BLANK',
      message: 'VIOLATION::TOO_SHORT',
      privacyConfirm: 'VIOLATION::MUST_BE_CHECKED',
    });
    expect((await submitForm({ ...contact, subject: 'x'.repeat(201) })).json.errors[0].code).toBe(
      'VIOLATION::TOO_LONG',
    );
  });

  it('stores the request and mails a confirmation in the sender’s language', async () => {
    const res = await submitForm({ ...contact, email: 'contact.fr@example.com' }, 'fr-FR');
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const stored = (await rows<any>(inject('baseUrl'), 'contact_request')).filter(
      (r) => r.email === 'contact.fr@example.com',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ locale: 'fr-FR', form_id: 'contact' });
    expect(stored[0].fields).toMatchObject({ subject: contact.subject, companyName: contact.companyName });
    const mail = (await outbox()).find((m) => m.to === 'contact.fr@example.com');
    expect(mail).toMatchObject({ template: 'contact', subject: 'Nous avons bien reçu votre demande' });
    expect(mail?.text).toContain(contact.message);
  });
});

describe('newsletter double opt-in', () => {
  it('validates the address', async () => {
    const res = await call('POST', '/newsletter/subscribe', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(errorCodes(res.json)).toEqual(['VIOLATION::INVALID_EMAIL']);
  });

  it('stores notSet, mails a link to the shop domain, and the link confirms (optIn)', async () => {
    const email = 'news.letter@example.com';
    const res = await call('POST', '/newsletter/subscribe', {
      body: { email, storefrontUrl: 'http://localhost:4403/de' },
      headers: await lang('de-DE'),
    });
    expect(res.status).toBe(200);
    const [recipient] = (await rows<any>(inject('baseUrl'), 'newsletter_recipient')).filter(
      (r) => r.email === email,
    );
    expect(recipient).toMatchObject({ status: 'notSet', locale: 'de-DE' });
    const mail = (await outbox()).find((m) => m.to === email);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail?.text).toContain(`http://localhost:4403/de/newsletter/confirm?hash=${recipient.hash}`);

    const confirm = await call('POST', '/newsletter/confirm', { body: { hash: recipient.hash } });
    expect(confirm.status).toBe(200);
    const [after] = (await rows<any>(inject('baseUrl'), 'newsletter_recipient')).filter(
      (r) => r.email === email,
    );
    expect(after.status).toBe('optIn');
    expect(after.confirmed_at).toBeTruthy();

    // Subscribing again answers the same but mails nothing new.
    const before = (await outbox()).length;
    expect((await call('POST', '/newsletter/subscribe', { body: { email } })).status).toBe(200);
    expect((await outbox()).length).toBe(before);
  });

  it('never puts a foreign storefrontUrl into the mail, and rejects unknown hashes', async () => {
    const email = 'phish@example.com';
    await call('POST', '/newsletter/subscribe', {
      body: { email, storefrontUrl: 'https://evil.example/fr' },
    });
    const mail = (await outbox()).find((m) => m.to === email);
    expect(mail?.text).not.toContain('evil.example');
    const res = await call('POST', '/newsletter/confirm', { body: { hash: 'x'.repeat(32) } });
    expect(res.status).toBe(404);
    expect(errorCodes(res.json)).toEqual(['NEWSLETTER__RECIPIENT_NOT_FOUND']);
  });
});

describe('SEO alternates and sitemap', () => {
  it('gives the localized path of a category in every language', async () => {
    const page = await call('POST', '/pwa/page', { body: { path: '/lagers/kogellagers/' } });
    const res = await call('POST', '/b2b/seo-url/alternates', {
      body: { resourceId: page.json.resourceIdentifier },
    });
    expect(res.status).toBe(200);
    const byLocale = Object.fromEntries(
      res.json.elements.map((e: { localeCode: string; seoPathInfo: string }) => [
        e.localeCode,
        e.seoPathInfo,
      ]),
    );
    expect(byLocale['nl-NL']).toBe('/lagers/kogellagers/');
    expect(byLocale['fr-FR']).toBe('/roulements/roulements-a-billes/');
    expect(Object.keys(byLocale)).toHaveLength(4);
    const fr = await call('POST', '/b2b/seo-url/alternates', {
      body: { resourceId: page.json.resourceIdentifier, languageId: (await lang('fr-FR'))['sw-language-id'] },
    });
    expect(fr.json.total).toBe(1);
    expect(fr.json.elements[0].seoPathInfo).toBe('/roulements/roulements-a-billes/');
    const byPath = await call('POST', '/b2b/seo-url/alternates', { body: { path: '/lagers/kogellagers' } });
    expect(byPath.json.elements).toEqual(res.json.elements);
  });

  it('has no alternates for unknown paths and rejects bad ids', async () => {
    expect((await call('POST', '/b2b/seo-url/alternates', { body: { path: '/nope/' } })).json.total).toBe(0);
    const bad = await call('POST', '/b2b/seo-url/alternates', { body: { resourceId: 'x' } });
    expect(bad.status).toBe(400);
    expect(errorCodes(bad.json)).toEqual(['VIOLATION::INVALID_UUID']);
  });

  it('lists home, categories, content pages (agb, datenschutz) and blog posts with all languages', async () => {
    const res = await call('GET', '/b2b/sitemap');
    expect(res.status).toBe(200);
    const types = new Set(res.json.elements.map((e: { resourceType: string }) => e.resourceType));
    expect(types).toEqual(
      new Set(['frontend.navigation.page', 'frontend.landing.page', 'frontend.blog.page']),
    );
    const paths = res.json.elements.map((e: { paths: Record<string, string> }) => e.paths);
    expect(paths).toContainEqual({ 'nl-NL': '/agb', 'fr-FR': '/agb', 'en-GB': '/agb', 'de-DE': '/agb' });
    expect(paths.filter((p: Record<string, string>) => p['nl-NL']?.startsWith('/blog/'))).toHaveLength(8);
    for (const p of paths) expect(Object.keys(p)).toHaveLength(4);
  });
});
