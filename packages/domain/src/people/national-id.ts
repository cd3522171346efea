/**
 * TC Kimlik Numarası: 11 digits, the first not 0; the 10th digit is ((sum of digits 1,3,5,7,9) × 7 −
 * (sum of digits 2,4,6,8)) mod 10 and the 11th is the sum of the first ten mod 10. '10000000146' passes,
 * '12345678901' does not. Spaces a person typed between groups are ignored.
 */
export function isTurkishNationalId(value: string): boolean {
  const id = value.replace(/\s/g, '');
  if (!/^[1-9]\d{10}$/.test(id)) return false;
  const d = [...id].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** The national id as it is stored: its 11 digits without spaces. */
export function normalizeNationalId(value: string): string {
  return value.replace(/\s/g, '');
}

/** The 11-digit id whose first nine digits are given, with its two check digits (test data and the demo). */
export function nationalIdWithCheckDigits(firstNine: string): string {
  const d = [...firstNine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return `${firstNine}${tenth}${eleventh}`;
}
