import { MONTH_NAMES } from '../../platform/format-dates';

/** %12,5 / 12.5%: the page language's percentage (platform/format-numbers.ts). */
export { formatPercent } from '../../platform/format-numbers';

/** `2026-03` → "Mar 26" on the axis, "Mart 2026" / "March 2026" in the tooltip. */
export function monthLabel(month: string, long = false) {
  const [year, index] = month.split('-').map(Number);
  const name = MONTH_NAMES[(index ?? 1) - 1] ?? month;
  return long ? `${name} ${year}` : `${name.slice(0, 3)} ${String(year).slice(2)}`;
}
