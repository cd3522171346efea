const liraFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Decisions §1: money as Turkish lira in Turkish number format, e.g. 1.234,56 ₺. */
export function formatLira(amount: number): string {
  return `${liraFormat.format(amount)} ₺`;
}
