import { describe, expect, it } from 'vitest';
import { formatLira, kurusToLiraText, parseLiraToKurus } from './money';

describe('formatLira (product §D1: 1.234,56 ₺)', () => {
  it.each([
    [690, '690,00 ₺'],
    [1234.56, '1.234,56 ₺'],
    [79.9, '79,90 ₺'],
  ])('%s → %s', (amount, text) => expect(formatLira(amount)).toBe(text));
});

describe('parseLiraToKurus (product §5: lira with 2 decimals stored as kuruş, without float drift)', () => {
  it.each([
    ['69', 6900],
    ['69,9', 6990],
    ['69.90', 6990],
    ['0,29', 29],
    ['1,005', null],
    [' 708 ', 70800],
    ['0', 0],
    ['', null],
    ['-1', null],
    ['1.234,56', null],
    ['abc', null],
    ['4,35', 435],
    ['1000000000', null],
  ])('%j → %s', (text, kurus) => expect(parseLiraToKurus(text)).toBe(kurus));
});

describe('kurusToLiraText (the price input reads back what it shows)', () => {
  it.each([
    [6900, '69,00'],
    [6990, '69,90'],
    [29, '0,29'],
    [0, '0,00'],
  ])('%s → %s', (kurus, text) => {
    expect(kurusToLiraText(kurus)).toBe(text);
    expect(parseLiraToKurus(text)).toBe(kurus);
  });
});
