/**
 * Where keyboard focus goes after something happens (issue 21, item 6): to the page's heading after a
 * navigation (features/shell/route-focus.ts) and to the result after an action: the status toast
 * (ui/Toast.tsx focuses every toast it shows), a row put back, an inline message. One helper, so no
 * page moves focus by hand and none leaves it on <body> when the button that had it is disabled or gone.
 */

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const MAIN_HEADING = '#main-content h1';

/** Waits (animation frame by frame, at most `timeout` ms) for `find` to give an element, then focuses it. */
export function focusWhenReady(
  find: () => Element | null | undefined,
  { timeout = 5000, giveUp }: { timeout?: number; giveUp?: () => boolean } = {},
): () => void {
  const deadline = performance.now() + timeout;
  let frame = 0;
  const tick = () => {
    if (giveUp?.()) return;
    const element = find();
    if (element instanceof HTMLElement && element.isConnected) return focusElement(element);
    if (performance.now() < deadline) frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/** Focuses an element; a heading, row or message gets tabIndex -1 first (focusable by script, no Tab stop). */
export function focusElement(element: HTMLElement) {
  if (!element.matches(NATIVELY_FOCUSABLE)) element.tabIndex = -1;
  element.focus();
}

let pendingUntil = 0;

/**
 * Moves focus to the result of an action once it is on screen. While it is on its way, a closing
 * dialog does not take focus back to the button that opened it (ui/Dialog.tsx asks `resultFocusPending`).
 */
export function focusResult(find: () => Element | null | undefined) {
  pendingUntil = performance.now() + 2000;
  focusWhenReady(find, { timeout: 2000 });
}

export function resultFocusPending() {
  return performance.now() < pendingUntil || !!document.activeElement?.closest('[data-result]');
}

/** The result has focus now: a closing dialog must not take it back. */
export function resultFocused() {
  pendingUntil = 0;
}

/** The current page's heading (every page has one h1 in its <main>), if it is on screen. */
export const pageHeading = () => document.querySelector(MAIN_HEADING);

// The element that last had focus outside a result (a toast): where focus goes back when the toast
// goes, if it is still there and usable; else the page's heading.
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && !event.target.closest('[data-result]')) lastFocused = event.target;
  });
}

/** Focus leaves a result (a toast closes or is tabbed out of): back where it was, else the heading. */
export function returnFocusFromResult() {
  const back = lastFocused;
  if (back instanceof HTMLElement && back.isConnected && !back.matches(':disabled') && back.getClientRects().length > 0)
    return back.focus();
  const heading = pageHeading();
  if (heading instanceof HTMLElement) focusElement(heading);
}
