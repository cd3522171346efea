/** Card form checks shared by the browser and the server (the number itself is never stored). */

/** The digits of a card number as typed (spaces and dashes dropped). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** 12 to 19 digits with a valid Luhn check digit. */
export function isCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM/YY`. */
export function isCardExpiry(expiry: string): boolean {
  return /^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry.trim());
}

/** A card is good through the last day of its expiry month: not expired when that month is `today`'s or later. */
export function cardExpiryNotPast(expiry: string, today: string): boolean {
  const [mm, yy] = expiry.trim().split('/').map(Number) as [number, number];
  const [year, month] = today.split('-').map(Number) as [number, number];
  return 2000 + yy > year || (2000 + yy === year && mm >= month);
}
