/**
 * Enhances the listing's GET filter form: a change submits it 500 ms after the last one (§9
 * filter debounce), so the URL (and the page cache key) always carries the filter state. A new
 * filter starts again at page 1 because the form has no `p` field. Without JS the button applies.
 */
const DEBOUNCE_MS = 500;

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-listing-filters]')) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      form.setAttribute('aria-busy', 'true');
      form.requestSubmit();
    }, DEBOUNCE_MS);
  };
  form.addEventListener('change', schedule);
  form.addEventListener('submit', (event) => {
    clearTimeout(timer);
    // Empty fields stay out of the URL: shorter, linkable and one cache entry per filter state.
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string' && value !== '') query.append(name, value);
    const text = query.toString();
    window.location.assign(`${form.action.split('?')[0]}${text ? `?${text}` : ''}`);
  });
}
