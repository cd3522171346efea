/** Turkish letters and their ASCII twins, both cases (ı and I both become i: a subdomain is lower case). */
const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
  â: 'a',
  Â: 'A',
  î: 'i',
  Î: 'I',
  û: 'u',
  Û: 'U',
};

/**
 * Turkish text in ASCII letters: ş→s, ı→i, İ→I, ğ→g, ü→u, ö→o, ç→c (and â, î, û), case kept;
 * any other accent is dropped ('é'→'e'). 'Çağrı Öztürk' → 'Cagri Ozturk'.
 */
export function transliterateTurkish(text: string): string {
  return text
    .replace(/[çÇğĞıİöÖşŞüÜâÂîÎûÛ]/g, (c) => TURKISH_TO_ASCII[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The one way a subdomain is made from what a person typed (the wizard's subdomain field, the
 * company login, the server's checks): Turkish letters transliterated, lower case, only a-z, 0-9 and
 * hyphen kept, at most 63 characters. 'Şirket Adı!' → 'sirketadi'. Whether the result is a valid
 * subdomain (length, hyphens at the ends) is `isValidSubdomain`'s question.
 */
export function normalizeSubdomain(typed: string): string {
  return transliterateTurkish(typed)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 63);
}

/**
 * The wizard's automatic subdomain (product §5): the company name as `normalizeSubdomain` makes it,
 * letters and digits only. 'Güneş Çözüm A.Ş.' → 'gunescozumas'.
 */
export function subdomainFromName(name: string): string {
  return normalizeSubdomain(name.replace(/-/g, ''));
}
