/**
 * The blog cards' images on a page the app does not hydrate: one that cannot be loaded is logged
 * with `message` and leaves its card, as the card component does in the app. An image may have
 * failed before this script ran (no error event is coming then): that is checked first. Returns
 * the way to unwire them (the app takes over the page).
 */
export function wireImages(images: Iterable<HTMLImageElement>, message: string): () => void {
  const wired: [HTMLImageElement, () => void][] = [];
  for (const image of images) {
    const fail = () => {
      console.error(message, image.getAttribute('src'));
      image.remove();
    };
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) {
      fail();
      continue;
    }
    image.addEventListener('error', fail, { once: true });
    wired.push([image, fail]);
  }
  return () => {
    for (const [image, fail] of wired) image.removeEventListener('error', fail);
  };
}
