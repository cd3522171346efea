import { describe, expect, it } from 'vitest';
import { cardExpiryNotPast, isCardExpiry, isCardNumber } from './card';

describe('card number: 12-19 digits with a valid Luhn check digit', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000-0000-0000-0002', true],
    ['4242 4242 4242 4241', false],
    ['1234', false],
    ['4242 4242 4242 424a', false],
  ])('%s → %s', (number, valid) => expect(isCardNumber(number)).toBe(valid));
});

describe('card expiry: MM/YY, good through the end of its month', () => {
  it('accepts the current month and later, refuses earlier ones and bad shapes', () => {
    expect(isCardExpiry('11/26')).toBe(true);
    expect(isCardExpiry('13/26')).toBe(false);
    expect(cardExpiryNotPast('11/26', '2026-11-30')).toBe(true);
    expect(cardExpiryNotPast('10/26', '2026-11-01')).toBe(false);
    expect(cardExpiryNotPast('01/27', '2026-11-01')).toBe(true);
  });
});
