/**
 * The monthly report's CSV name (product §9): the organization slug, then
 * izin-raporu-{year}-{month with 2 digits}, e.g. "acme-izin-raporu-2025-03.csv".
 */
const TURKISH_ASCII: Readonly<Record<string, string>> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** Lowercase ASCII letters, digits and single hyphens; Turkish letters transliterated. */
export function slugify(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLowerCase()
    .replace(/i̇|[çğıöşüâîû]/g, (c) => TURKISH_ASCII[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function monthlyReportFileName(organizationSlug: string, year: number, month: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Geçersiz rapor ayı: ${year}-${month}`);
  }
  const slug = slugify(organizationSlug) || 'organizasyon';
  return `${slug}-izin-raporu-${year}-${String(month).padStart(2, '0')}.csv`;
}
