import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLanguage, chooseVisitorLanguage, withVisitorLanguage } from './language';
import { storageKeys } from './storage';

const browserSpeaks = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
const signedInWith = (language: string | null) =>
  localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'u-1', language }));
const visitorChose = (language: string) => localStorage.setItem(storageKeys.visitorLanguage, language);

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('bootLanguage (issue 26): the signed-in person’s choice, else the logged-out visitor’s, else the browser’s, else Turkish', () => {
  it('the signed-in person’s choice wins over the visitor’s and the browser’s', () => {
    browserSpeaks('en-US');
    visitorChose('en');
    signedInWith('tr');
    expect(bootLanguage()).toBe('tr');
  });

  it('a signed-in person who chose nothing gets the visitor’s choice of this site', () => {
    browserSpeaks('tr-TR');
    signedInWith(null);
    visitorChose('en');
    expect(bootLanguage()).toBe('en');
  });

  it('a logged-out visitor’s choice wins over the browser’s language', () => {
    browserSpeaks('en-GB', 'en');
    visitorChose('tr');
    expect(bootLanguage()).toBe('tr');
  });

  it('without a choice, the first of the browser’s languages that Paydos speaks', () => {
    browserSpeaks('de-DE', 'en-US', 'tr');
    expect(bootLanguage()).toBe('en');
  });

  it('Turkish when nobody chose and the browser speaks neither; a stored value that is no language is no choice', () => {
    browserSpeaks('de-DE', 'fr');
    visitorChose('de');
    signedInWith('xx');
    expect(bootLanguage()).toBe('tr');
  });

  it('a choice carried in the address (?lang=) becomes this site’s visitor choice and leaves the address bar', () => {
    browserSpeaks('tr-TR');
    window.history.replaceState(null, '', '/login?lang=en&sso_hata=x#handover=abc');
    expect(bootLanguage()).toBe('en');
    expect(localStorage.getItem(storageKeys.visitorLanguage)).toBe('en');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/login?sso_hata=x#handover=abc',
    );
  });
});

describe('a visitor’s choice (issue 26): kept for this site, the page reloaded, carried to another site', () => {
  it('choosing stores the language and reloads the page', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    chooseVisitorLanguage('en');
    expect(localStorage.getItem(storageKeys.visitorLanguage)).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a link to another site carries the choice before its fragment, and is unchanged without one', () => {
    const link = 'http://acme.paydos.test/login#handover=abc';
    expect(withVisitorLanguage(link)).toBe(link);
    visitorChose('en');
    expect(withVisitorLanguage(link)).toBe('http://acme.paydos.test/login?lang=en#handover=abc');
  });
});
