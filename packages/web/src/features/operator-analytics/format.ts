import { formatOneDecimal, TURKISH_MONTH_NAMES } from '@paydos/domain';

export const formatPercent = (value: number) => `%${formatOneDecimal(value)}`;

/** `2026-03` → "Mar 26" on the axis, "Mart 2026" in the tooltip. */
export function monthLabel(month: string, long = false) {
  const [year, index] = month.split('-').map(Number);
  const name = TURKISH_MONTH_NAMES[(index ?? 1) - 1] ?? month;
  return long ? `${name} ${year}` : `${name.slice(0, 3)} ${String(year).slice(2)}`;
}
