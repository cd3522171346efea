const TURKISH_TO_ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i̇: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * The wizard's automatic subdomain (spec §5): the company name lowercased, letters and digits only.
 * Turkish letters become their ASCII twins so that 'Güneş Çözüm A.Ş.' gives 'gunescozumas'.
 */
export function subdomainFromName(name: string): string {
  return name
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]|i̇/g, (c) => TURKISH_TO_ASCII[c] ?? '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 63);
}
