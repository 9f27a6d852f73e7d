import { TEMPLATE_IDS } from './ids';

/**
 * The site menu under the narrow screen's menu button, as the app's NavMenu behaves: opens with
 * the first page focused, arrows move, Escape or a click outside closes it and gives the focus
 * back to the button. Its links are plain: the pages they open load their own code. Returns the
 * way to unwire it (the app takes over the button).
 */
export function wireMenu(button: HTMLElement): () => void {
  const template = document.getElementById(TEMPLATE_IDS.menu);
  if (!(template instanceof HTMLTemplateElement)) return () => {};
  let open: HTMLElement | null = null;

  const close = (refocus: boolean) => {
    open?.remove();
    open = null;
    button.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', outside, true);
    if (refocus) button.focus();
  };
  const outside = (event: Event) => {
    if (open && !open.contains(event.target as Node) && !button.contains(event.target as Node)) close(false);
  };
  const items = () => [...(open?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  button.setAttribute('aria-haspopup', 'true');
  button.setAttribute('aria-expanded', 'false');
  const toggle = () => {
    if (open) return close(true);
    open = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    const place = button.getBoundingClientRect();
    open.style.top = `${place.bottom + window.scrollY}px`;
    open.style.left = `${place.left + window.scrollX}px`;
    open.addEventListener('keydown', (event) => {
      const all = items();
      const at = all.indexOf(document.activeElement as HTMLElement);
      if (event.key === 'Escape' || event.key === 'Tab') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        all[(at + step + all.length) % all.length]?.focus();
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        (event.key === 'Home' ? all[0] : all[all.length - 1])?.focus();
      }
    });
    document.body.append(open);
    button.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', outside, true);
    items()[0]?.focus();
  };
  button.addEventListener('click', toggle);
  return () => {
    close(false);
    button.removeEventListener('click', toggle);
  };
}
