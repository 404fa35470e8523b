import type { AstroGlobal } from 'astro';
import * as v from 'valibot';
import { type Loaded, load, type ResolvedPage } from '../../api/index.ts';
import { logger } from '../../server/ops/logger.ts';
import { ContactFormSchema, contactInputFrom } from '../../shared/schemas/forms.ts';
import { type FormError, formFailed, fromIssues } from '../form/errors.ts';
import { failureOf } from '../form/submit.ts';

export interface ContactPageProps {
  page: Loaded<ResolvedPage> | null;
  values: Record<string, string>;
  errors: FormError[];
}

/**
 * The contact page's request handling (pages only may redirect): without JS the form posts here;
 * valid → 303 to `?sent=1`, invalid → the form again with errors and the values entered.
 */
export async function handleContactPage(Astro: AstroGlobal): Promise<Response | ContactPageProps> {
  const { storeApi, path, href, bootError } = Astro.locals;
  const props: ContactPageProps = { page: null, values: {}, errors: [] };
  if (Astro.request.method === 'POST' && !bootError) {
    Astro.response.headers.set('cache-control', 'no-store');
    const input = contactInputFrom(await Astro.request.formData().catch(() => new FormData()));
    const { privacyConfirm: _, ...rest } = input;
    props.values = Object.fromEntries(
      Object.entries(rest).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const checked = v.safeParse(ContactFormSchema, input);
    let failed = false;
    if (!checked.success) props.errors = fromIssues(checked.issues);
    else {
      try {
        await storeApi.submitContactForm(input);
        return Astro.redirect(`${href(path)}?sent=1`, 303);
      } catch (error) {
        props.errors = failureOf(error);
        failed = formFailed(props.errors);
        if (failed) logger.error({ err: error }, 'contact form failed');
      }
    }
    Astro.response.status = failed ? 502 : 400;
  }
  props.page = bootError ? null : await load('contact page', () => storeApi.resolvePage(path));
  const canonical = props.page?.data?.canonicalPathInfo;
  if (canonical && canonical !== path) return Astro.redirect(href(canonical), 301);
  const cmsPage = props.page?.data?.cmsPage;
  if (props.page?.data && Astro.request.method === 'GET') {
    Astro.locals.cacheTags = ['page', ...(cmsPage ? [`cms:${cmsPage.id}`] : [])];
  }
  return props;
}
