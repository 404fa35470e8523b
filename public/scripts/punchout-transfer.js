// Submits the punch-out transfer form as soon as the page is shown (issue 17). An external file, so
// a Content-Security-Policy can allow it by origin; without JavaScript the visible button does it.
const form = document.querySelector('form[data-punchout-transfer]');
if (form instanceof HTMLFormElement) {
  const button = form.querySelector('button[type="submit"]');
  const status = form.querySelector('[data-transfer-status]');
  if (button) button.disabled = true;
  if (status) status.textContent = form.dataset.sending ?? '';
  form.submit();
}
