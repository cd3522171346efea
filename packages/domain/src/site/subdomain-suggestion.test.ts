import { describe, expect, it } from 'vitest';
import { normalizeSubdomain, subdomainFromName, transliterateTurkish } from './subdomain-suggestion';

describe('transliterateTurkish (issue 21: ş→s, ı→i, İ→i, ğ→g, ü→u, ö→o, ç→c, both cases)', () => {
  it.each([
    ['Çağrı Öztürk', 'Cagri Ozturk'],
    ['IŞIK GIDA', 'ISIK GIDA'],
    ['İstanbul Şişli', 'Istanbul Sisli'],
    ['ğüşiöçıĞÜŞİÖÇI', 'gusiociGUSIOCI'],
    ['Kâğıt Hâlî', 'Kagit Hali'],
    ['Café', 'Cafe'],
  ])('%s → %s', (text, expected) => {
    expect(transliterateTurkish(text)).toBe(expected);
  });
});

describe('normalizeSubdomain: what a person types becomes a-z, 0-9 and hyphen (product §5), Turkish letters transliterated', () => {
  it.each([
    ['Şirket Adı!', 'sirketadi'],
    ['Işık Gıda', 'isikgida'],
    ['Çağrı Öztürk', 'cagriozturk'],
    ['ĞÜZEL-İŞ', 'guzel-is'],
    ['acme-', 'acme-'],
    ['Acme 2026', 'acme2026'],
    ['!!!', ''],
    ['a'.repeat(70), 'a'.repeat(63)],
  ])('%s → %s', (typed, expected) => {
    expect(normalizeSubdomain(typed)).toBe(expected);
  });

  it('is idempotent: a normalized subdomain stays as it is', () => {
    for (const value of ['sirketadi', 'guzel-is', 'acme2026']) expect(normalizeSubdomain(value)).toBe(value);
  });
});

describe('subdomainFromName (product §5: lowercase, letters and digits only)', () => {
  it.each([
    ['Güneş Çözüm A.Ş.', 'gunescozumas'],
    ['IŞIK Yazılım', 'isikyazilim'],
    ['Şirket Adı!', 'sirketadi'],
    ['Işık Gıda', 'isikgida'],
    ['Çağrı Öztürk Ltd.', 'cagriozturkltd'],
    ['Acme 2026 Ltd', 'acme2026ltd'],
    ['Ak-Pa Tekstil', 'akpatekstil'],
    ['--', ''],
  ])('%s → %s', (name, expected) => {
    expect(subdomainFromName(name)).toBe(expected);
  });
});
