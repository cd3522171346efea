const countFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimalFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** Product §D1: numbers in Turkish format, e.g. 12.345. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** One decimal with the decimal comma, e.g. 3,5 (product §9 averages). */
export function formatOneDecimal(value: number): string {
  return oneDecimalFormat.format(value);
}

/** At most one decimal, none when whole, e.g. 1,5 or 12 (file sizes, percentages). */
export function formatUpToOneDecimal(value: number): string {
  return upToOneDecimalFormat.format(value);
}
