import { describe, expect, it } from 'vitest';
import { subdomainFromName } from './subdomain-suggestion';

describe('subdomainFromName (spec §5: lowercase, letters and digits only)', () => {
  it.each([
    ['Güneş Çözüm A.Ş.', 'gunescozumas'],
    ['IŞIK Yazılım', 'isikyazilim'],
    ['Acme 2026 Ltd', 'acme2026ltd'],
    ['--', ''],
  ])('%s → %s', (name, expected) => {
    expect(subdomainFromName(name)).toBe(expected);
  });
});
