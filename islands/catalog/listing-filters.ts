/**
 * Enhances the listing's GET filter form: a change applies it 500 ms after the last one (§9
 * filter debounce), in place (listing-update.ts), so the URL (and the page cache key) always
 * carries the filter state. A new filter starts again at page 1 because the form has no `p`
 * field. Without JS the button submits the form.
 */
import { cancelListing, showListing } from './listing-update.ts';

const DEBOUNCE_MS = 500;

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-listing-filters]')) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('change', () => {
    clearTimeout(timer);
    cancelListing();
    timer = setTimeout(() => form.requestSubmit(), DEBOUNCE_MS);
  });
  form.addEventListener('submit', (event) => {
    clearTimeout(timer);
    // Empty fields stay out of the URL: shorter, linkable and one cache entry per filter state.
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string' && value !== '') query.append(name, value);
    const text = query.toString();
    void showListing(`${form.action.split('?')[0]}${text ? `?${text}` : ''}`, true);
  });
}
