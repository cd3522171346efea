import { catalogue } from '@paydos/contract/messages/catalogue';
import { receiptShared } from '@paydos/contract/messages/commerce';

/** A successful payment's receipt as a PDF: its title, labels and footer. */
export const receiptTexts = /* @__PURE__ */ catalogue('server.billing.receipt', {
  ...receiptShared,
  title: 'Ödeme Makbuzu',
  organization: 'Organizasyon',
  receiptNo: 'Makbuz no',
  date: 'Ödeme tarihi',
  plan: 'Plan',
  period: 'Dönem',
  people: 'Kişi sayısı',
  extraSeats: 'Ek kullanıcı sayısı',
  proration: 'Kalan süre',
  prorationDays: (left: number, total: number) => `${total} günlük dönemin ${left} günü`,
  seatsPlan: (plan: string) => `${plan} · ek kullanıcı`,
  unitPrice: 'Kişi başı fiyat',
  coupon: 'Kupon indirimi',
  /** A coupon's discount rate: "%10". */
  discount: (percent: number) => `%${percent}`,
  total: 'Ödenen tutar',
  card: 'Kart',
  planNames: { monthly: 'Aylık plan', yearly: 'Yıllık plan' },
  footer:
    'Bu makbuz Paydos demo ödeme sağlayıcısı ile yapılan ödeme için düzenlenmiştir; gerçek bir kart çekimi yapılmamıştır.',
} as const);
