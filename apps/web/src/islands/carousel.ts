/** A swipe: this far sideways, more than downwards (as LessonCarousel). */
const SWIPE_PX = 40;

/** A disabled MUI button, as the server draws one: the attribute, its class, out of the tab order. */
const setDisabled = (button: HTMLElement, disabled: boolean) => {
  button.toggleAttribute('disabled', disabled);
  button.classList.toggle('Mui-disabled', disabled);
  button.tabIndex = disabled ? -1 : 0;
};

/**
 * The home's carousel, drawn on the server by LessonCarousel at its first slide, played here as
 * the component plays it: arrows, dots, the left and right keys and a swipe. The styles are the
 * server's: the slide's offset goes inline, and a dot takes the class of the first (current) dot
 * or of the second (a ring). Returns the way to unwire it, back at the first slide, as the app
 * (which then takes over) drew it.
 */
export function wireCarousel(section: HTMLElement): () => void {
  const track = section.querySelector<HTMLElement>('[data-carousel-track]');
  const slides = [...section.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const dots = [...section.querySelectorAll<HTMLElement>('[data-carousel-dot]')];
  const steps = [...section.querySelectorAll<HTMLElement>('[data-carousel-step]')];
  if (!track || slides.length < 2 || dots.length !== slides.length) return () => {};
  const [currentDot, ringDot] = [dots[0]!.className, dots[1]!.className];
  const last = slides.length - 1;
  let index = 0;
  const wired = new AbortController();
  const { signal } = wired;

  const show = (i: number) => {
    index = Math.max(0, Math.min(last, i));
    track.style.transform = `translateX(-${index * 100}%)`;
    slides.forEach((slide, n) => {
      slide.setAttribute('aria-hidden', String(n !== index));
      slide.inert = n !== index;
    });
    dots.forEach((dot, n) => {
      dot.className = n === index ? currentDot : ringDot;
      if (n === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    for (const step of steps) setDisabled(step, step.dataset.carouselStep === '-1' ? index === 0 : index === last);
  };

  for (const step of steps) step.addEventListener('click', () => show(index + Number(step.dataset.carouselStep)), { signal });
  dots.forEach((dot, n) => dot.addEventListener('click', () => show(n), { signal }));
  section.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  }, { signal });
  const surface = track.parentElement!;
  let start: { x: number; y: number } | null = null;
  surface.addEventListener('pointerdown', (event) => (start = { x: event.clientX, y: event.clientY }), { signal });
  surface.addEventListener('pointercancel', () => (start = null), { signal });
  surface.addEventListener('pointerup', (event) => {
    const from = start;
    start = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) show(index + (dx < 0 ? 1 : -1));
  }, { signal });
  return () => {
    wired.abort();
    show(0);
    track.style.removeProperty('transform');
  };
}
