const liraFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Product §D1: money as Turkish lira in Turkish number format, e.g. 1.234,56 ₺. */
export function formatLira(amount: number): string {
  return `${liraFormat.format(amount)} ₺`;
}

/** Amounts the operator may type: up to 9 whole lira digits and at most 2 decimals, `,` or `.` as the decimal mark. */
const LIRA_TEXT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * Product §5: a price typed in lira, stored as integer kuruş (value × 100). Read from the digits, never
 * through a float (`0.29 * 100` is 28.999…): "69,9" → 6990, "708" → 70800. Null for anything else
 * (empty, negative, three decimals, thousands separators).
 */
export function parseLiraToKurus(text: string): number | null {
  const match = LIRA_TEXT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Kuruş as the lira text a price input shows and `parseLiraToKurus` reads back: 6990 → "69,90". */
export function kurusToLiraText(kurus: number): string {
  const whole = Math.trunc(kurus / 100);
  return `${whole},${String(kurus - whole * 100).padStart(2, '0')}`;
}
