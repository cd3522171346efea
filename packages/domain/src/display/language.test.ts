import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage (issue 26: the person’s choice, else the browser’s language, else Turkish)', () => {
  it.each([
    ['en', ['tr-TR'], 'en'],
    ['tr', ['en-US'], 'tr'],
    [null, ['en-GB', 'tr'], 'en'],
    [null, ['de-DE', 'tr-TR', 'en'], 'tr'],
    [undefined, ['de-DE', 'fr'], 'tr'],
    [null, [], 'tr'],
    ['fr', ['EN'], 'en'],
  ] as const)('chosen %s, browser %j → %s', (chosen, browser, expected) =>
    expect(pickLanguage(chosen, browser)).toBe(expected),
  );
});
