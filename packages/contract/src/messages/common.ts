/**
 * Texts shared by every request: the errors every route can answer, input checks, field names, paging.
 * Each group is its own export, so that a web page imports only the groups it shows (the bundler drops
 * the rest); messages/index.ts joins the areas into the server's `messages`.
 */
import { catalogue } from './catalogue';

/** Input checks shared by every request schema (fields.ts). */
/** The texts of `input` that the web shows too (issue 22: one catalogue per text). */
export const inputShared = /* @__PURE__ */ catalogue('common.inputShared', {
  tooLong: (label: string, max: number) => `${label} en fazla ${max} karakter olabilir`,
  phoneInvalid: (label: string) => `${label} geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)`,
  nationalIdLength: 'TC Kimlik Numarası 11 haneli olmalı',
  nationalIdInvalid: 'TC Kimlik Numarası geçerli değil (kontrol haneleri tutmuyor). Lütfen numarayı kontrol edin.',
} as const);

export const input = /* @__PURE__ */ catalogue('common.input', {
  ...inputShared,
  controlCharacter: (label: string) =>
    `${label} alanında izin verilmeyen bir karakter var (görünmez bir kontrol karakteri). Lütfen metni yeniden yazın.`,
  bidiCharacter: (label: string) =>
    `${label} alanında yazı yönünü değiştiren görünmez bir karakter var. Lütfen metni yeniden yazın.`,
  brokenCharacter: (label: string) =>
    `${label} alanında bozuk bir karakter var (eşi olmayan bir UTF-16 parçası). Lütfen metni yeniden yazın.`,
  tooDeep: (max: number) => `Gönderilen veri çok fazla iç içe yapı içeriyor (en fazla ${max} düzey).`,
  notText: (label: string) => `${label} alanı metin olmalıdır.`,
  tooShort: (label: string, min: number) => `${label} en az ${min} karakter olmalıdır`,
  dateInvalid: (label: string) => `${label} için geçerli bir tarih girin (YYYY-AA-GG).`,
  unknownField: (name: string) => `Tanınmayan alan gönderildi: ${name}`,
  multipartMalformed: 'Gönderilen form verisi bozuk veya eksik. Lütfen dosyayı yeniden seçip tekrar deneyin.',
  /** A PDF's `?language=` (document-language.ts). */
  documentLanguageInvalid: 'Belge dili "tr" (Türkçe) veya "en" (İngilizce) olmalıdır.',
} as const);

/** Uploads of every route (platform/multipart.ts, platform/storage-quota.ts). */
export const uploads = /* @__PURE__ */ catalogue('common.uploads', {
  busy: 'Sunucu şu anda çok sayıda dosya alıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  quotaExceeded: (limitMb: number, usedMb: number) =>
    `Depolama alanınız doldu: kuruluşunuz en fazla ${limitMb} MB dosya saklayabilir, şu anda ${usedMb} MB kullanılıyor. ` +
    'Tamamlanan yüklemeler 30 gün sonra silinir; yer açmak için destek ekibiyle iletişime geçebilirsiniz.',
} as const);

/** Field names as people read them, used in the messages above. */
/** The texts of `fields` that the web shows too (issue 22: one catalogue per text). */
export const fieldsShared = /* @__PURE__ */ catalogue('common.fieldsShared', {
  email: 'E-posta',
  password: 'Şifre',
  username: 'Kullanıcı adı',
  subdomain: 'Alt alan adı',
  firstName: 'Ad',
  lastName: 'Soyad',
  phone: 'Telefon',
  nationalId: 'TC Kimlik Numarası',
  registryNumber: 'Sicil no',
  serviceYear: 'Hizmet yılı',
  birthDate: 'Doğum tarihi',
  address: 'Adres',
  emergencyContact: 'Acil durum kişisi',
  emergencyPhone: 'Acil durum telefonu',
  position: 'Pozisyon',
  department: 'Departman',
  startDate: 'Başlangıç tarihi',
  endDate: 'Bitiş tarihi',
  hireDate: 'İşe giriş tarihi',
  effectiveDate: 'Geçerlilik tarihi',
  companyName: 'Şirket adı',
  description: 'Açıklama',
  website: 'Web sitesi',
  leaveType: 'İzin türü',
  /** The organization page's "Onay akışı" card and its routes (issue 23). */
  flowKind: 'Onay akışı',
  leaveTypeRoutes: 'İzin türüne göre yol',
  reason: 'Açıklama',
  notes: 'Notlar',
  rejectedReason: 'Red sebebi',
  couponCode: 'Kupon kodu',
  daysOverrideReason: 'Gün sayısı değişikliği sebebi',
  overrideReason: 'Yasal süre aşımı gerekçesi',
  cardNumber: 'Kart numarası',
  substituteId: 'Vekil',
  delegateId: 'Onay vekili',
  /** An ADMIN may set the delegate of another approver (the web's delegation form). */
  approverId: 'Onaylayan kişi',
  /** Teams (issue 23): the web's team form and audit log name them alike. */
  teamName: 'Ekip adı',
  teamId: 'Ekip',
  managerIds: 'Müdürler',
  /** Webhooks (issue 26 item 3): the organization page's card. */
  webhookUrl: 'Adres (URL)',
  webhookEvents: 'Olaylar',
  /** Travel leave (yol izni, 4857 md. 56/4; issue 24 item 3): the leave form names the destination alike. */
  travelDays: 'Yol izni (gün)',
  travelDestination: 'İznin geçirileceği yer',
  /** Hourly leave (docs/decisions/015): the leave form and the organization page's working-time card. */
  minutesPerDay: 'Günlük süre',
  childBirthDate: 'Çocuğun doğum tarihi',
  dailyMinutes: 'Günlük çalışma süresi',
  hourlyLeave: 'Saatlik izin',
  /** API keys (issue 26): the organization page's card and the audit log name them alike. */
  apiKeyName: 'Anahtar adı',
  apiKeyScopes: 'Yetkiler',
  /** Single sign-on (issue 26 item 4): the organization page's card. */
  ssoProvider: 'Kimlik sağlayıcı',
  ssoIssuer: 'Sağlayıcı adresi (issuer)',
  ssoClientId: 'İstemci kimliği (client id)',
  ssoClientSecret: 'İstemci gizli anahtarı (client secret)',
  ssoDomains: 'E-posta alan adları',
  ssoCallback: 'Sağlayıcı yanıtı',
} as const);

export const fields = /* @__PURE__ */ catalogue('common.fields', {
  ...fieldsShared,
  /** Hourly leave (docs/decisions/015). */
  startTime: 'Başlangıç saati',
  newPassword: 'Yeni şifre',
  token: 'Bağlantı kodu',
  organizationName: 'Organizasyon adı',
  leavePolicy: 'İzin politikası',
  adjustmentReason: 'Düzeltme sebebi',
  mailId: 'E-posta numarası',
  version: 'Sürüm',
  id: 'Kayıt numarası',
  fileName: 'Dosya adı',
  userId: 'Personel',
  leaves: 'İzin kayıtları',
  approved: 'Onay',
  year: 'Yıl',
  month: 'Ay',
  cursor: 'Sayfa imleci',
  couponId: 'Kupon numarası',
  uploadId: 'Dosya numarası',
  q: 'Arama',
  confirmSubdomain: 'Alt alan adı onayı',
  organizationId: 'Organizasyon numarası',
  auditSearch: 'Arama',
  auditAction: 'İşlem',
  auditOrganization: 'Organizasyon',
  auditFrom: 'Başlangıç tarihi',
  auditTo: 'Bitiş tarihi',
  search: 'Arama',
  billingType: 'Plan',
  cardExpiry: 'Son kullanma tarihi',
  cardCvc: 'Güvenlik kodu (CVC)',
  cardHolder: 'Kart sahibi',
  note: 'Karar notu',
  minimumAtWork: 'Asgari çalışan sayısı',
  minimumDays: 'Asgari ön bildirim (gün)',
  ruleMode: 'Kural biçimi',
  leaveId: 'İzin talebi numarası',
  personId: 'Personel numarası',
  active: 'Aktiflik',
} as const);

/** Every keyset-paged list (platform/keyset.ts). */
export const paging = /* @__PURE__ */ catalogue('common.paging', {
  limitInvalid: 'Liste sınırı 1 ile 500 arasında bir tam sayı olmalıdır',
  cursorInvalid: 'Sayfa imleci geçersiz. Lütfen listeyi baştan yükleyin.',
} as const);

/** The texts of `validation` that the web shows too (issue 22: one catalogue per text). */
export const validationShared = /* @__PURE__ */ catalogue('common.validationShared', {
  emailRequired: 'E-posta gerekli',
  emailInvalid: 'Geçerli bir e-posta adresi girin',
  passwordRequired: 'Şifre gerekli',
  passwordTooShort: 'Şifre en az 6 karakter olmalı',
  usernameRequired: 'Kullanıcı adı gerekli',
  subdomainRequired: 'Alt alan adı gerekli',
  passwordRepeatRequired: 'Şifre tekrarı gerekli',
  tokenRequired: "Davet token'ı bulunamadı",
  phoneRequired: 'Telefon numarası gerekli',
  nationalIdRequired: 'TC Kimlik Numarası gerekli',
  birthDateRequired: 'Doğum tarihi gerekli',
  birthDateInFuture: 'Doğum tarihi gelecekte olamaz',
  addressRequired: 'Adres gerekli',
  emergencyContactRequired: 'Acil durum kişisi gerekli',
  emergencyPhoneRequired: 'Acil durum telefonu gerekli',
} as const);

export const validation = /* @__PURE__ */ catalogue('common.validation', {
  ...validationShared,
  passwordTooCommon: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen daha güçlü bir şifre seçin.',
  subdomainInvalid: 'Alt alan adı yalnızca küçük harf, rakam ve tire içerebilir',
  resetTokenRequired: 'Geçersiz sıfırlama linki',
} as const);

/** The errors every route can answer. */
/** The texts of `errors` that the web shows too (issue 22: one catalogue per text). */
export const errorsShared = /* @__PURE__ */ catalogue('common.errorsShared', {
  organizationNotFound: 'Bu subdomain ile kayıtlı bir organizasyon bulunamadı',
  internal: 'Sunucu hatası oluştu',
} as const);

export const errors = /* @__PURE__ */ catalogue('common.errors', {
  ...errorsShared,
  badRequest: 'İstek geçersiz. Lütfen girdiğiniz bilgileri kontrol edin.',
  notFound: 'İstenen kaynak bulunamadı.',
  routeNotFound: 'Böyle bir API adresi yok.',
  unauthenticated: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  wrongSite: 'Bu işlem bu adreste yapılamaz.',
  foreignOrigin: 'Bu istek başka bir siteden gönderildiği için reddedildi.',
  trialExpired: 'Deneme süreniz sona erdi. Hizmete devam etmek için yöneticinizin bir plan seçmesi gerekiyor.',
  organizationSuspended: 'Bu organizasyonun hesabı askıya alınmıştır. Lütfen destek ekibiyle iletişime geçin.',
  invalidCredentials: 'E-posta veya şifre hatalı.',
  userInactive: 'Hesabınız devre dışı bırakılmış. Lütfen yöneticinizle iletişime geçin.',
  invalidOperatorCredentials: 'Kullanıcı adı veya şifre hatalı.',
  tooManyRequests: 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.',
  /** The account's login wait (features/auth/login-throttle.ts): `wait` is "15 saniye", "3 dakika". */
  loginThrottled: (wait: string) => `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${wait} sonra tekrar deneyin.`,
  payloadTooLarge: 'Gönderilen veri çok büyük.',
  loggedOut: 'Çıkış yapıldı.',
  mailNotFound: 'E-posta bulunamadı.',
} as const);

export const commonMessages = /* @__PURE__ */ catalogue('common.commonMessages', {
  ...errors,
  input,
  uploads,
  fields,
  paging,
  validation,
} as const);
