/**
 * Loading state of a server-rendered form (`data-busy-form`): on submit its button
 * (`data-busy-text`) says what is happening and cannot be pressed twice; the form is aria-busy.
 */
export function markBusyForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-busy-form]')) {
    form.addEventListener('submit', () => {
      const button = form.querySelector<HTMLButtonElement>('button[data-busy-text]');
      if (!button) return;
      form.setAttribute('aria-busy', 'true');
      button.textContent = button.dataset.busyText ?? '';
      // Disabled after the submit has gone out, so the form still posts its button.
      setTimeout(() => button.setAttribute('disabled', ''));
    });
  }
}
