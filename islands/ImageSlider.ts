/**
 * The image slider's island: a custom element that enhances the server-rendered scroll-snap track
 * with previous/next buttons, arrow keys and autoplay with a pause control (WAI-ARIA carousel
 * pattern). Without JavaScript the track still scrolls; this adds well under 1 KB.
 */
class ImageSlider extends HTMLElement {
  #timer: ReturnType<typeof setInterval> | undefined;
  #paused = false;
  #track: HTMLElement | null = null;

  connectedCallback() {
    const track = this.querySelector<HTMLElement>('[data-track]');
    const controls = this.querySelector<HTMLElement>('[data-controls]');
    if (!track || !controls) return;
    this.#track = track;
    controls.hidden = false;
    controls.addEventListener('click', (event) => {
      const action = (event.target as Element).closest('button')?.dataset.action;
      if (action === 'prev') this.#go(-1);
      else if (action === 'next') this.#go(1);
      else if (action === 'toggle') this.#setPaused(!this.#paused);
    });
    track.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      this.#go(event.key === 'ArrowLeft' ? -1 : 1);
    });
    const interval = Number(this.dataset.autoplay);
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (interval > 0 && !reduced) {
      // Rotation stops while the visitor points at or works inside the slider (WCAG 2.2.2).
      this.addEventListener('mouseenter', () => this.#stop());
      this.addEventListener('mouseleave', () => this.#start(interval));
      this.addEventListener('focusin', () => this.#stop());
      this.addEventListener('focusout', (event) => {
        if (!this.contains(event.relatedTarget as Node | null)) this.#start(interval);
      });
      this.#start(interval);
    } else {
      this.#setPaused(true);
      this.querySelector<HTMLElement>('[data-action="toggle"]')?.remove();
    }
  }

  disconnectedCallback() {
    this.#stop();
  }

  #go(step: number) {
    const track = this.#track;
    if (!track) return;
    const count = track.children.length;
    const current = Math.round(track.scrollLeft / track.clientWidth);
    const next = (current + step + count) % count;
    track.scrollTo({ left: next * track.clientWidth });
  }

  #start(interval: number) {
    this.#stop();
    if (this.#paused) return;
    this.#track?.setAttribute('aria-live', 'off');
    this.#timer = setInterval(() => this.#go(1), interval);
  }

  #stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#track?.setAttribute('aria-live', 'polite');
  }

  #setPaused(paused: boolean) {
    this.#paused = paused;
    const toggle = this.querySelector<HTMLButtonElement>('[data-action="toggle"]');
    if (toggle) toggle.textContent = (paused ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '';
    if (paused) this.#stop();
    else this.#start(Number(this.dataset.autoplay));
  }
}

if (!customElements.get('image-slider')) customElements.define('image-slider', ImageSlider);
