import { describe, expect, it } from 'vitest';
import { isEmailAddress, normalizeEmail } from './email';
import { isTurkishNationalId, nationalIdWithCheckDigits } from './national-id';
import { isTurkishPhone, normalizeTurkishPhone } from './phone';

describe('isTurkishNationalId: 11 digits, first not 0, 10th and 11th are check digits (TC Kimlik rule)', () => {
  it.each([
    ['10000000146', true],
    ['11111111110', true],
    ['12345678950', true],
    ['100 000 001 46', true],
    ['12345678901', false], // the example: fails the checksum
    ['10000000147', false], // wrong 11th digit
    ['10000000156', false], // wrong 10th digit
    ['01234567890', false], // starts with 0
    ['1000000014', false], // 10 digits
    ['100000001460', false], // 12 digits
    ['1000000014a', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isTurkishNationalId(value)).toBe(expected);
  });

  it('nationalIdWithCheckDigits makes ids the rule accepts', () => {
    expect(nationalIdWithCheckDigits('100000001')).toBe('10000000146');
    for (const nine of ['123456789', '987654321', '555555555', '100000002'])
      expect(isTurkishNationalId(nationalIdWithCheckDigits(nine))).toBe(true);
  });
});

describe('normalizeTurkishPhone: Turkish numbers through libphonenumber-js, stored as +90 5xx xxx xx xx', () => {
  it.each([
    ['+90 532 111 22 33', '+90 532 111 22 33'],
    ['0532 111 22 33', '+90 532 111 22 33'],
    ['05321112233', '+90 532 111 22 33'],
    ['532 111 2233', '+90 532 111 22 33'],
    ['(0212) 000 00 00', '+90 212 000 00 00'],
    ['0850 222 33 44', '+90 850 222 3344'], // libphonenumber's grouping for 850,
    ['abc', null],
    ['123', null],
    ['', null],
    ['0532 111 22 3', null], // one digit short
    ['+1 202 555 0123', null], // not Türkiye
    ['0532 111 22 33 x', null],
  ])('%s → %s', (value, expected) => {
    expect(normalizeTurkishPhone(value)).toBe(expected);
    expect(isTurkishPhone(value)).toBe(expected !== null);
  });
});

describe('isEmailAddress: one e-mail rule for web and server', () => {
  it.each([
    ['ayse.yilmaz@demo.paydos.test', true],
    ['ali+izin@sirket.com.tr', true],
    ['abc', false],
    ['ali@', false],
    ['ali@sirket', false],
    ['.ali@sirket.com', false],
    ['ali..veli@sirket.com', false],
    ['ayşe@sirket.com', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('%s → %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });

  it('normalizeEmail trims and lowercases', () => {
    expect(normalizeEmail('  Ayse@Sirket.COM ')).toBe('ayse@sirket.com');
  });
});
