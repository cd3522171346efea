/**
 * Billing, coupons, pricing and the operator's organization list.
 * Each group is its own export, so that a web page imports only the groups it shows (the bundler drops
 * the rest); messages/index.ts joins the areas into the server's `messages`.
 */
import { catalogue } from './catalogue';

/** The operator's organizations (suspension, KVKK erasure). */
/** The texts of `operatorOrganizations` that the web shows too (issue 22: one catalogue per text). */
export const operatorOrganizationsShared = /* @__PURE__ */ catalogue('commerce.operatorOrganizationsShared', {
  notFound: 'Organizasyon bulunamadı.',
} as const);

export const operatorOrganizations = /* @__PURE__ */ catalogue('commerce.operatorOrganizations', {
  ...operatorOrganizationsShared,
  confirmSubdomainRequired: 'Silmeyi onaylamak için organizasyonun alt alan adını yazın.',
  confirmSubdomainMismatch: 'Yazdığınız alt alan adı bu organizasyonunkiyle aynı değil. Silme işlemi yapılmadı.',
  suspended: 'Organizasyon askıya alındı. Kullanıcılarının oturumları sonlandırıldı.',
  reactivated: 'Organizasyon yeniden etkinleştirildi.',
  erased: 'Organizasyon ve tüm verileri kalıcı olarak silindi.',
} as const);

/** The texts of the receipt PDF (server billing/receipt-texts.ts) that the web shows too (issue 22: one catalogue per text). */
export const receiptShared = /* @__PURE__ */ catalogue('commerce.receiptShared', {
  listTotal: 'Liste tutarı',
} as const);

/** The texts of `billing` that the web shows too (issue 22: one catalogue per text). */
export const billingShared = /* @__PURE__ */ catalogue('commerce.billingShared', {
  yearlyNotOffered: 'Yıllık plan şu anda sunulmuyor.',
  cardNumberInvalid: 'Geçerli bir kart numarası girin.',
  cardExpiryInvalid: 'Son kullanma tarihini AA/YY biçiminde girin.',
  cardExpired: 'Kartın son kullanma tarihi geçmiş.',
  cardCvcInvalid: 'Güvenlik kodu 3 veya 4 haneli olmalıdır.',
  cardHolderRequired: 'Kart sahibinin adını girin.',
  paid: 'Ödemeniz alındı. Aboneliğiniz aktif.',
  plans: { monthly: 'aylık', yearly: 'yıllık' } as Record<'monthly' | 'yearly', string>,
} as const);

export const billing = /* @__PURE__ */ catalogue('commerce.billing', {
  ...billingShared,
  billingTypeInvalid: 'Lütfen aylık veya yıllık planı seçin.',
  couponNotFound: 'Bu kupon kodu geçerli değil.',
  couponInactive: 'Bu kupon şu anda kullanılamıyor.',
  couponNotStarted: 'Bu kuponun geçerlilik süresi henüz başlamadı.',
  couponExpired: 'Bu kuponun süresi dolmuş.',
  couponWrongBillingType: (plan: string) => `Bu kupon yalnızca ${plan} planda kullanılabilir.`,
  couponAlreadyUsed: 'Bu kupon organizasyonunuz tarafından zaten kullanıldı.',
  alreadyActive: 'Aboneliğiniz zaten aktif. Yeni bir ödeme gerekmiyor.',
  priceChanged: 'Fiyat ödeme sırasında değişti. Lütfen yeni tutarı kontrol edip tekrar deneyin.',
  cardDeclined: 'Ödeme reddedildi: kartınızdan çekim yapılamadı. Lütfen başka bir kart deneyin.',
  notActive: 'İptal edilecek aktif bir abonelik yok.',
  alreadyCancelled: 'Aboneliğiniz zaten dönem sonunda sona erecek şekilde iptal edildi.',
  paymentNotFound: 'Ödeme bulunamadı.',
  seatDeclined: 'Ek kullanıcı ödemesi reddedildi: kayıtlı kartınızdan çekim yapılamadı. Kişi aktifleştirilmedi.',
  seatDeclinedOperator:
    'Ek kullanıcı ödemesi reddedildi: organizasyonun kayıtlı kartından çekim yapılamadı. Kişi aktifleştirilmedi.',
  seatDeclinedRegistration:
    'Kaydınız tamamlanamadı: organizasyonunuzun ek kullanıcı ödemesi alınamadı. Lütfen yöneticinizle iletişime geçin; davet bağlantınız geçerliliğini koruyor.',
  seatsChanged: 'Aktif kullanıcı sayısı bu sırada değişti. Lütfen tekrar deneyin.',
  cancelled: (endsOn: string) => `Aboneliğiniz iptal edildi. ${endsOn} tarihine kadar kullanmaya devam edebilirsiniz.`,
} as const);

/** Operator coupons (product §5, §8, §9). */
/** The texts of `coupon` that the web shows too (issue 22: one catalogue per text). */
export const couponShared = /* @__PURE__ */ catalogue('commerce.couponShared', {
  required: 'Kupon kodu, başlangıç ve bitiş tarihi zorunludur',
  codeInvalid: 'Kupon kodu 3-40 karakter olmalı ve yalnızca İngilizce harf (A-Z), rakam, tire ve alt çizgi içerebilir.',
  discountRange: 'İndirim oranı 1 ile 100 arasında bir tam sayı olmalı.',
  durationRange: 'Süre en az 1, en fazla 120 ay olmalı.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  created: 'Kupon oluşturuldu',
  updated: 'Kupon güncellendi',
  deleted: 'Kupon silindi',
} as const);

export const coupon = /* @__PURE__ */ catalogue('commerce.coupon', {
  ...couponShared,
  codeTaken: 'Bu kupon kodu zaten kullanılıyor.',
  billingType: 'Ödeme tipi aylık (monthly) veya yıllık (yearly) olmalı.',
  descriptionTooLong: 'Açıklama en fazla 500 karakter olabilir.',
  activeFlag: 'Aktiflik durumu true veya false olmalı.',
  notFound: 'Kupon bulunamadı.',
  used: 'Bu kupon kullanıldığı için silinemez. Kullanımını durdurmak için pasif yapın.',
} as const);

/** Operator pricing (product §3, §D7: kuruş as integers on the operator's call; yearly optional). */
/** The texts of `pricing` that the web shows too (issue 22: one catalogue per text). */
export const pricingShared = /* @__PURE__ */ catalogue('commerce.pricingShared', {
  updated: 'Fiyatlandırma başarıyla güncellendi',
} as const);

export const pricing = /* @__PURE__ */ catalogue('commerce.pricing', {
  ...pricingShared,
  monthlyInvalid: 'Aylık fiyat kuruş cinsinden, 0 veya daha büyük bir tam sayı olmalı (69 TL için 6900).',
  yearlyInvalid:
    'Yıllık fiyat kuruş cinsinden, 0 veya daha büyük bir tam sayı olmalı (708 TL için 70800) ya da boş bırakılmalı.',
} as const);

export const commerceMessages = /* @__PURE__ */ catalogue('commerce.commerceMessages', {
  operatorOrganizations,
  billing,
  coupon,
  pricing,
} as const);
