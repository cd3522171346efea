/**
 * Issue 21 item 5: what a page hides from its reader without scrolling sideways as a whole. Run in the page
 * (`page.evaluate(measureClipping)`), so it is one self-contained function. It reports
 * - content hidden by overflow: a box that clips or scrolls sideways with more inside than it shows, unless it is a
 *   named scroll region one can reach by keyboard (role="region", tabindex, aria-label: ui/ScrollRegion), or it
 *   truncates text whose full value is a title (tooltip) away;
 * - text clamped to a few lines with no title;
 * - a table cell whose content runs out of it;
 * - a placeholder wider than its field (cut: "Ad, soyad veya e-post");
 * - an e-mail address broken across lines anywhere but after "@" or around a "." "-" "_".
 */
export function measureClipping(): string[] {
  const found: string[] = [];
  const describe = (element: Element) => {
    const classes =
      typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 5).join('.') : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    // Tailwind's sr-only is a 1 px box clipped away: read by screen readers, never meant to be seen.
    const style = getComputedStyle(element);
    const clippedAway =
      style.clip === 'rect(0px, 0px, 0px, 0px)' || (style.position === 'absolute' && element.clientWidth <= 1);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && !clippedAway;
  };
  const namedRegion = (element: Element) =>
    element.getAttribute('role') === 'region' &&
    (element as HTMLElement).tabIndex >= 0 &&
    !!(element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby'));
  const titled = (element: Element) => !!element.closest('[title]')?.getAttribute('title')?.trim();
  const controls = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'svg', 'IMG', 'CANVAS', 'IFRAME']);
  const cells = 'td, th, [role="cell"], [role="gridcell"], [role="rowheader"], [role="columnheader"]';

  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (controls.has(element.tagName) || !shown(element)) continue;
    const style = getComputedStyle(element);
    const sideways = element.scrollWidth > element.clientWidth + 1;
    if (style.overflowX !== 'visible' && sideways) {
      if (namedRegion(element) && (style.overflowX === 'auto' || style.overflowX === 'scroll')) continue;
      if (style.textOverflow === 'ellipsis' && titled(element)) continue;
      const how =
        style.textOverflow === 'ellipsis'
          ? 'truncated with no title'
          : `hidden by overflow-x: ${style.overflowX}, not a named scroll region`;
      found.push(`${how}: ${describe(element)} shows ${element.clientWidth}px of ${element.scrollWidth}px`);
    } else if (style.overflowX === 'visible' && sideways && element.matches(cells)) {
      found.push(`runs out of its cell: ${describe(element)} ${element.scrollWidth}px in ${element.clientWidth}px`);
    }
    const clamp = style.getPropertyValue('-webkit-line-clamp');
    if (clamp && clamp !== 'none' && element.scrollHeight > element.clientHeight + 1 && !titled(element)) {
      found.push(`clamped to ${clamp} lines with no title: ${describe(element)}`);
    }
  }

  // A placeholder is measured as the field's own text would be: put in as the value for a moment (no event fires).
  for (const field of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
    if (field.value || !field.placeholder || !shown(field)) continue;
    field.value = field.placeholder;
    const needs = field.scrollWidth;
    const has = field.clientWidth;
    field.value = '';
    if (needs > has + 1)
      found.push(`placeholder cut: "${field.placeholder}" needs ${needs}px, the field shows ${has}px`);
  }

  // An address's characters in reading order with their boxes; a new line starts where a box sits lower.
  const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
  const ONE = new RegExp(EMAIL.source);
  const WHOLE = new RegExp(`^${EMAIL.source}$`);
  const fine = (before: string, after: string) => before === '@' || /[.\-_]/.test(before) || /[.\-_@]/.test(after);
  const range = document.createRange();
  const checkAddress = (chars: { node: Text; offset: number }[], address: string, where: Element) => {
    let top: number | null = null;
    for (let i = 0; i < chars.length; i++) {
      range.setStart(chars[i]!.node, chars[i]!.offset);
      range.setEnd(chars[i]!.node, chars[i]!.offset + 1);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (top !== null && box.top > top + box.height / 2 && !fine(address[i - 1]!, address[i]!)) {
        found.push(`e-mail broken mid-word: "${address.slice(0, i)}|${address.slice(i)}" in ${describe(where)}`);
        return;
      }
      top = box.top;
    }
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !shown(parent)) continue;
    for (const match of node.data.matchAll(EMAIL)) {
      checkAddress(
        [...match[0]].map((_, i) => ({ node: node, offset: match.index + i })),
        match[0],
        parent,
      );
    }
    // An address split over several text nodes (<wbr> between its parts): read it from the element holding just it.
    const holder =
      parent.closest('[data-email]') ??
      (!ONE.test(node.data) && WHOLE.test(parent.textContent?.trim() ?? '') ? parent : null);
    if (!holder || seen.has(holder)) continue;
    seen.add(holder);
    const match = ONE.exec(holder.textContent ?? '');
    if (!match) continue;
    const chars: { node: Text; offset: number }[] = [];
    const inner = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    for (let part = inner.nextNode() as Text | null; part; part = inner.nextNode() as Text | null) {
      for (let offset = 0; offset < part.data.length; offset++) chars.push({ node: part, offset });
    }
    checkAddress(chars.slice(match.index, match.index + match[0].length), match[0], holder);
  }
  return found;
}
