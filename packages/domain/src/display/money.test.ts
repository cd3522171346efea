import { describe, expect, it } from 'vitest';
import { formatLira } from './money';

describe('formatLira (decisions §1: 1.234,56 ₺)', () => {
  it.each([
    [690, '690,00 ₺'],
    [1234.56, '1.234,56 ₺'],
    [79.9, '79,90 ₺'],
  ])('%s → %s', (amount, text) => expect(formatLira(amount)).toBe(text));
});
