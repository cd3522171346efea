import { addDays, DEFAULT_LEAVE_POLICY, toIstanbulDate, type LeavePolicy } from '@paydos/domain';
import { officeTime } from './demo-clock';

/** The operator's shop window's catalogue (demo-operator.ts writes it): the companies, their plans, names and moments. */

export type Plan =
  | { kind: 'yearly' | 'monthly'; paidMonths: number }
  | { kind: 'trial'; endsInDays: number }
  | { kind: 'expired' }
  | { kind: 'cancelled' };

export interface DemoCompany {
  subdomain: string;
  name: string;
  ageDays: number;
  size: number;
  plan: Plan;
  departments: string[];
  suspended?: boolean;
  policy?: LeavePolicy;
}

export const MAVI_POLICY: LeavePolicy = {
  ...DEFAULT_LEAVE_POLICY,
  description: 'Yıllık izinler en az iki hafta önceden talep edilir; yaz aylarında ekipler dönüşümlü izne çıkar.',
};

/** Subdomains no test uses; sizes 3 to 38, created over the past eleven months. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    subdomain: 'kuzey-lojistik',
    name: 'Kuzey Lojistik A.Ş.',
    ageDays: 330,
    size: 38,
    plan: { kind: 'yearly', paidMonths: 12 },
    departments: ['Operasyon', 'Depo', 'Filo', 'Muhasebe', 'İnsan Kaynakları'],
  },
  {
    subdomain: 'ege-gida',
    name: 'Ege Gıda Sanayi Ltd. Şti.',
    ageDays: 250,
    size: 16,
    plan: { kind: 'expired' },
    departments: ['Üretim', 'Kalite', 'Satış'],
  },
  {
    subdomain: 'mavi-yazilim',
    name: 'Mavi Yazılım Teknolojileri',
    ageDays: 160,
    size: 11,
    plan: { kind: 'monthly', paidMonths: 5 },
    departments: ['Yazılım', 'Ürün', 'Destek'],
    policy: MAVI_POLICY,
  },
  {
    subdomain: 'anka-mimarlik',
    name: 'Anka Mimarlık',
    ageDays: 75,
    size: 7,
    plan: { kind: 'cancelled' },
    departments: ['Proje', 'Şantiye'],
    suspended: true,
  },
  {
    subdomain: 'bogazici-danismanlik',
    name: 'Boğaziçi Danışmanlık',
    ageDays: 12,
    size: 5,
    plan: { kind: 'trial', endsInDays: 2 },
    departments: ['Danışmanlık'],
  },
  {
    subdomain: 'lale-kafe',
    name: 'Lale Kafe',
    ageDays: 4,
    size: 3,
    plan: { kind: 'trial', endsInDays: 10 },
    departments: ['Salon', 'Mutfak'],
  },
];

export const DEMO_COMPANY_SUBDOMAINS = DEMO_COMPANIES.map((c) => c.subdomain);

/** Coupons of the shop window: one used, one yearly, one inactive, one fresh. */
export const DEMO_COUPON_CODES = ['HOSGELDIN20', 'YILLIK15', 'BAHAR25', 'KOBI10'] as const;

export const FIRST_NAMES = [
  'Ahmet',
  'Fatma',
  'Mustafa',
  'Ayşe',
  'Hüseyin',
  'Emine',
  'İbrahim',
  'Hatice',
  'Murat',
  'Zehra',
  'Ömer',
  'Merve',
  'Serkan',
  'Büşra',
  'Okan',
  'Sibel',
  'Cem',
  'Derya',
  'Kaan',
  'Şule',
  'Tolga',
  'Gül',
  'Uğur',
  'Pınar',
];
export const LAST_NAMES = [
  'Aydın',
  'Öztürk',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özdemir',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Yıldırım',
  'Güneş',
  'Tekin',
  'Bulut',
  'Yavuz',
  'Doğan',
  'Akın',
  'Tuncer',
];
const ASCII: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  Ç: 'c',
  Ğ: 'g',
  Ö: 'o',
  Ş: 's',
  Ü: 'u',
};
export const mailName = (text: string) => text.replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => ASCII[c]!).toLowerCase();

export const DAY = 86_400_000;
/**
 * A moment on the Istanbul day `days` before today at a plausible office hour (10:00 plus a few minutes per `n`),
 * never later than an hour ago. The day is Istanbul's, not UTC's: between 21:00 and 24:00 UTC they differ, and a
 * demo date would then be a day off what the pages (which count in Istanbul days) say.
 */
export const at = (now: number, days: number, n = 0) => {
  const minutes = n % 300;
  return officeTime(addDays(toIstanbulDate(new Date(now)), -days), 10 + Math.floor(minutes / 60), minutes % 60, now);
};

export const OPERATOR_IP = '192.0.2.10';
export const adminIp = (i: number) => `198.51.100.${20 + i}`;
