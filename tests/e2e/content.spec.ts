import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test.describe('blog', () => {
  test('lists posts, pages with ?p= and filters by translated tags', async ({ page }) => {
    await page.goto('/blog');
    const posts = page.locator('[data-blog-post]');
    await expect(posts).toHaveCount(6);
    const pagination = page.getByRole('navigation', { name: 'Paginering' });
    await pagination.getByRole('link', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/\/blog\?p=2$/);
    await expect(posts).toHaveCount(2);
    await expect(pagination.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/fr/blog');
    const filter = page.getByRole('navigation', { name: 'Filtrer par thème' });
    await filter.getByRole('link', { name: 'Roulements' }).click();
    await expect(page).toHaveURL(/\/fr\/blog\?tag=/);
    await expect(posts).toHaveCount(2);
    await expect(filter.getByRole('link', { name: 'Roulements' })).toHaveAttribute('aria-current', 'page');
    for (const post of await posts.all()) await expect(post).toContainText('Roulements');
  });

  test('a post opens in its language, other-language slugs redirect, and the page has no axe violations', async ({
    page,
  }) => {
    await page.goto('/de/blog');
    const first = page.locator('[data-blog-post]').first().getByRole('heading').getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/de\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(5);
    await expectNoAxeViolations(page);

    const nlSlug = await page.locator('link[hreflang="nl-NL"]').getAttribute('href');
    const slug = nlSlug?.split('/blog/')[1];
    const response = await page.request.get(`/de/blog/${slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(new URL(page.url()).pathname);
    expect((await page.request.get('/blog/bestaat-niet')).status()).toBe(404);
  });
});

test.describe('page cache and client guards', () => {
  test('the blog listing comes from the page cache; form posts are never cached', async ({
    request,
    baseURL,
  }) => {
    // Cross-site form posts are refused (src/api/same-origin.ts): a browser sends its Origin, so does this request.
    const headers = { origin: new URL(baseURL ?? '').origin };
    await request.get('/blog?p=2');
    const again = await request.get('/blog?p=2');
    expect(again.headers()['x-page-cache']).toBe('HIT');
    const post = await request.post('/newsletter', {
      form: { email: 'cache.test@example.com', privacyConfirm: '1' },
      headers,
      maxRedirects: 0,
    });
    expect(post.status()).toBe(303);
    const invalid = await request.post('/newsletter', { form: { email: 'x' }, headers, maxRedirects: 0 });
    expect(invalid.status()).toBe(400);
    expect(invalid.headers()['cache-control']).toBe('no-store');
    expect(invalid.headers()['x-page-cache']).toBeUndefined();
  });

  test('broken images get the placeholder, offline shows a banner, a chunk failure reloads once a minute', async ({
    page,
    context,
  }) => {
    await page.goto('/blog');
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.id = 'broken';
      img.src = '/media/does-not-exist.png';
      document.querySelector('main')?.append(img);
    });
    await expect(page.locator('#broken')).toHaveAttribute('src', '/media/no-image.svg');
    await expect(page.locator('#broken')).toHaveAttribute('alt', 'Geen afbeelding beschikbaar');

    await context.setOffline(true);
    await expect(page.locator('#offline-banner')).toBeVisible();
    await expect(page.locator('#offline-banner')).toHaveAttribute('role', 'status');
    await context.setOffline(false);
    await expect(page.locator('#offline-banner')).toBeHidden();

    const preloadError = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await Promise.all([page.waitForEvent('load'), page.evaluate(preloadError)]);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await page.evaluate(preloadError);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);
  });
});

test.describe('contact form without JS', () => {
  test.use({ javaScriptEnabled: false });

  test('posts, shows server-side errors, then redirects with a success message', async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByText('Velden met een * zijn verplicht.')).toBeVisible();
    await page.getByLabel('Voornaam').fill('Ann');
    await page.getByLabel('Achternaam').fill('Peeters');
    await page.getByLabel('E-mailadres').fill('ann@example.com');
    await page.getByLabel('Onderwerp').fill('Offerte');
    await page.getByRole('textbox', { name: /^Bericht/ }).fill('Kort');
    await page.getByLabel('Ik ga akkoord met de privacyverklaring.').check();
    await page.getByRole('button', { name: 'Verzenden' }).click();
    const message = page.getByRole('textbox', { name: /^Bericht/ });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Dit veld moet minimaal 10 tekens bevatten.')).toBeVisible();
    await expect(page.getByLabel('Voornaam')).toHaveValue('Ann');

    await message.fill('Graag een offerte voor 20 lagers.');
    await page.getByLabel('Ik ga akkoord met de privacyverklaring.').check();
    await page.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(/\/contact\/\?sent=1$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Bedankt! We hebben uw bericht ontvangen',
    );
  });

  test('the newsletter page subscribes with a plain post', async ({ page }) => {
    await page.goto('/fr/newsletter');
    await page.getByLabel('Adresse e-mail').fill('nojs.news@example.com');
    await page.getByRole('main').getByRole('checkbox').check();
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/fr\/newsletter\?subscribed=1$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Confirmez votre inscription');
  });
});

test.describe('forms with JS', () => {
  test('the contact island validates in place with translated errors, then sends', async ({ page }) => {
    await page.goto('/de/kontakt/');
    const form = page.locator('form[data-hydrated]');
    await expect(form).toBeVisible();
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Vorname')).toBeFocused();
    await expect(page.locator('#contact-firstName-error')).toHaveText('Dies ist ein Pflichtfeld.');
    await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-describedby', 'contact-firstName-error');
    await expectNoAxeViolations(page);

    await page.getByLabel('Vorname').fill('Jan');
    await page.getByLabel('Nachname').fill('Maier');
    await page.getByLabel('E-Mail-Adresse').fill('jan.maier@example.com');
    await page.getByLabel('Betreff').fill('Lagerrevision');
    await page.getByLabel('Nachricht').fill('Bitte rufen Sie mich wegen einer Revision an.');
    await page.getByLabel('Ich stimme der Datenschutzerklärung zu.').check();
    const sent = page.waitForResponse((r) => r.url().endsWith('/de/swag/cms-extensions/form'));
    await page.getByRole('button', { name: 'Senden' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Vielen Dank!');
    await expect(page).toHaveURL(/\/de\/kontakt\/$/);
  });

  test('the newsletter island subscribes through the Store API; a bad confirm link says so', async ({
    page,
  }) => {
    await page.goto('/newsletter');
    await expect(page.locator('form[data-hydrated]')).toBeVisible();
    await page.getByLabel('E-mailadres').fill('geen-adres');
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(page.getByText('Dit is geen geldig e-mailadres.')).toBeVisible();
    await page.getByLabel('E-mailadres').fill('js.news@example.com');
    await page.getByRole('main').getByRole('checkbox').check();
    const call = page.waitForResponse((r) => r.url().endsWith('/store-api/newsletter/subscribe'));
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    expect((await call).status()).toBe(200);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Bijna klaar!');

    const confirm = await page.goto('/newsletter/confirm?hash=abcdefghijklmnopqrstuvwx');
    expect(confirm?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('niet (meer) geldig');
  });
});

test.describe('SEO and language', () => {
  test('the language switch on a category page lands on the localized category URL', async ({ page }) => {
    await page.goto('/lagers/kogellagers/');
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`),
      );
    expect(hreflangs.sort()).toEqual([
      'de-DE /de/lager/kugellager/',
      'en-GB /en/bearings/ball-bearings/',
      'fr-FR /fr/roulements/roulements-a-billes/',
      'nl-NL /lagers/kogellagers/',
      'x-default /lagers/kogellagers/',
    ]);
    const switcher = page.locator('[data-language-switcher]');
    await expect(switcher.locator('[aria-current="true"]')).toHaveText('NL');
    await switcher.locator('summary').focus();
    await page.keyboard.press('Enter');
    await switcher.getByRole('link', { name: /^FR/ }).click();
    await expect(page).toHaveURL(/\/fr\/roulements\/roulements-a-billes\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');

    await page.locator('[data-language-switcher] summary').click();
    await page.locator('[data-language-switcher]').getByRole('link', { name: /^DE/ }).click();
    await expect(page).toHaveURL(/\/de\/lager\/kugellager\/$/);
    await expect(page.locator('[data-language-switcher] [aria-current="true"]')).toHaveText('DE');
  });

  test('head carries robots, canonical and Organization JSON-LD; the footer is the fixed one', async ({
    page,
  }) => {
    await page.goto('/fr/agb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Indumex' });
    const footer = page.locator('footer');
    await expect(footer.locator('[data-region]')).toHaveCount(4);
    await expect(footer.locator('[data-shop]')).toHaveCount(4);
    await footer.getByText('Est', { exact: true }).click();
    await expect(footer.locator('[data-region="east"] a[href^="tel:"]')).toHaveCount(2);
    // The JSON-LD's phone is the headquarters' line the footer shows (one source, §2).
    await expect(
      footer
        .locator('[data-shop]')
        .first()
        .locator(`a[href="tel:${jsonLd.telephone.replace(/[^+\d]/g, '')}"]`),
    ).toHaveCount(1);
    await expect(page.locator('#chat-widget a[href^="tel:"]')).toHaveCount(1);
    const links = footer.getByRole('navigation').getByRole('link');
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  test('the sitemap index leads to the pages and to every product in every language; robots.txt points to it', async ({
    request,
  }) => {
    // Thousands of products, listed twice (Store API and sitemaps) on a machine that may be busy.
    test.setTimeout(120_000);
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    expect(sitemaps[0]).toBe('http://localhost:4321/sitemap-pages.xml');
    expect(sitemaps.length).toBeGreaterThan(1);

    const xml = await (await request.get('/sitemap-pages.xml')).text();
    expect(xml).toContain('/fr/roulements/roulements-a-billes/</loc>');
    expect(xml).toContain('hreflang="de-DE" href="http://localhost:4321/de/lager/kugellager/"');
    expect(xml).toContain('/datenschutz</loc>');
    expect(xml.match(/<loc>[^<]*\/blog\//g)?.length).toBe(32);

    // Every listed article of the seed, read from the real Store API…
    const expected = new Set<string>();
    for (let p = 1; ; p++) {
      const res = await request.post('/store-api/product', {
        data: {
          p,
          limit: 500,
          filter: [{ type: 'equals', field: 'parentId', value: null }],
          includes: { product: ['productNumber'] },
        },
      });
      const { elements } = (await res.json()) as { elements: { productNumber: string }[] };
      for (const e of elements) expected.add(e.productNumber);
      if (elements.length < 500) break;
    }
    expect(expected.size).toBeGreaterThan(1000);
    // …is in the product sitemaps once per language, each URL naming its four language versions.
    const found = new Map<string, Set<string>>();
    for (const loc of sitemaps.slice(1)) {
      // The shop's domains name localhost:4321; the server under test listens elsewhere.
      const file = await request.get(new URL(loc).pathname);
      expect(file.status(), loc).toBe(200);
      const body = await file.text();
      expect(body.trimEnd().endsWith('</urlset>')).toBe(true);
      for (const [, url = '', rest = ''] of body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)) {
        expect(rest).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
        expect(rest.match(/hreflang=/g)).toHaveLength(4);
        const { pathname } = new URL(url);
        const prefix = /^\/(fr|en|de)\//.exec(pathname)?.[1] ?? 'nl';
        const number = decodeURIComponent(pathname.split('/').pop() ?? '');
        found.set(prefix, (found.get(prefix) ?? new Set()).add(number));
      }
    }
    for (const prefix of ['nl', 'fr', 'en', 'de']) expect(found.get(prefix), prefix).toEqual(expected);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/localhost:4321\/sitemap\.xml$/m);
  });

  test('a product sitemap lists localized product pages that open', async ({ request }) => {
    const response = await request.get('/sitemap-products-1.xml');
    const body = await response.text();
    // Cached: crawlers keep it for an hour and revalidate with If-Modified-Since.
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
    const since = { 'if-modified-since': response.headers()['last-modified'] ?? '' };
    expect((await request.get('/sitemap-products-1.xml', { headers: since })).status()).toBe(304);
    const fr = /<loc>(http:\/\/localhost:4321\/fr\/[^<]+)<\/loc>/.exec(body)?.[1] ?? '';
    const page = await request.get(new URL(fr).pathname, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(`<link rel="canonical" href="${fr}"`);
    expect((await request.get('/sitemap-products-999.xml')).status()).toBe(404);
  });

  test('/navigation/{id} redirects to the category SEO path', async ({ page, request }) => {
    await page.goto('/');
    const promo = page.locator('a[href*="/navigation/"]').first();
    const link = (await promo.getAttribute('href')) ?? '';
    const response = await request.get(link, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/^\/[a-z-]+\/$/);
    expect((await request.get('/navigation/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  });
});
