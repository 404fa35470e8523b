import type { AstroGlobal } from 'astro';
import type { Locale } from '../../shared/locales.ts';
import { errorMessages, type FormMessages, NO_ERRORS } from '../form/submit.ts';
import { setFlash } from './flash.ts';

interface DetailPost {
  /** The posted form (readForm). */
  form: Record<string, string>;
  /** The `form` value of the edit form, e.g. `address`. */
  name: string;
  /** Checks and saves the edit form: its messages when it is refused, null when saved. */
  save: () => Promise<FormMessages | null>;
  remove: () => Promise<unknown>;
  /** Flash keys after a save and a delete; where to go after a delete (the list). */
  saved: string;
  deleted: string;
  list: string;
  self: string;
  locale: Locale;
}

/**
 * The two posts of an account detail page (address, order reference): save the edit form, or delete
 * once the visitor confirmed (the first post asks). Answers the redirect after success, or what the
 * page shows again: the form's messages and whether to ask for the confirmation.
 */
export async function detailPost(
  astro: Pick<AstroGlobal, 'cookies' | 'redirect'>,
  post: DetailPost,
): Promise<{ response: Response } | { messages: FormMessages; confirmDelete: boolean }> {
  const done = (key: string, to: string) => {
    setFlash(astro.cookies, { type: 'success', key });
    return { response: astro.redirect(to, 303) };
  };
  try {
    if (post.form.form === post.name) {
      const messages = await post.save();
      return messages ? { messages, confirmDelete: false } : done(post.saved, post.self);
    }
    if (post.form.form === 'delete') {
      if (post.form.confirm !== 'true') return { messages: NO_ERRORS, confirmDelete: true };
      await post.remove();
      return done(post.deleted, post.list);
    }
  } catch (error) {
    return { messages: errorMessages(error, post.locale), confirmDelete: false };
  }
  return { messages: NO_ERRORS, confirmDelete: false };
}
