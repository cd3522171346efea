/** Below the sticky header of a phone's page (AppFrame), the highest a box is scrolled to. */
const HEADER_HEIGHT = 72;

/**
 * On a phone a box may sit low: scroll the page so that `needed` pixels are free under it (a calendar,
 * a list of matches), without scrolling it under the header. The date picker and the person picker
 * open their popovers after it.
 */
export function makeRoomBelow(box: HTMLElement | null, needed: number) {
  if (!box) return;
  const rect = box.getBoundingClientRect();
  const missing = needed - (window.innerHeight - rect.bottom);
  if (missing > 0) window.scrollBy({ top: Math.min(missing, rect.top - HEADER_HEIGHT) });
}
