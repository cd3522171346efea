/**
 * People, organizations, sign-up, invitations, password reset, uploads and the audit log.
 * Each group is its own export, so that a web page imports only the groups it shows (the bundler drops
 * the rest); messages/index.ts joins the areas into the server's `messages`.
 */
import { catalogue } from './catalogue';

/** The texts of `passwordReset` that the web shows too (issue 22: one catalogue per text). */
export const passwordResetShared = /* @__PURE__ */ catalogue('people.passwordResetShared', {
  invalidLink: 'Geçersiz sıfırlama linki',
} as const);

export const passwordReset = /* @__PURE__ */ catalogue('people.passwordReset', {
  ...passwordResetShared,
  requested: 'Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.',
  subdomainMismatch:
    'Alt alan adı bu adresteki organizasyonla eşleşmiyor. Lütfen şifre sıfırlamayı kendi organizasyonunuzun adresinden isteyin.',
  done: 'Şifreniz başarıyla güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
} as const);

/** The one-time code that hands a new account over to its organization's host (issue 20). */
export const demoSession = /* @__PURE__ */ catalogue('people.demoSession', {
  /** POST /api/demo/session where the installation has no demo (or its organization is gone). */
  unavailable: 'Bu kurulumda canlı demo yok.',
} as const);

export const handover = /* @__PURE__ */ catalogue('people.handover', {
  invalid:
    'Otomatik giriş bağlantısının süresi dolmuş ya da bağlantı daha önce kullanılmış. Lütfen e-posta adresiniz ve şifrenizle giriş yapın.',
} as const);

export const invitation = /* @__PURE__ */ catalogue('people.invitation', {
  notFound: 'Davet bulunamadı. Bağlantının süresi dolmuş ya da daha önce kullanılmış olabilir.',
  alreadyMember: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var. Lütfen giriş yapın.',
} as const);

/** The texts of `onboarding` that the web shows too (issue 22: one catalogue per text). */
export const onboardingShared = /* @__PURE__ */ catalogue('people.onboardingShared', {
  emailAvailable: 'Bu e-posta kullanılabilir',
  emailTaken: 'Bu e-posta adresi zaten kullanımda',
  subdomainAvailable: 'Bu subdomain kullanılabilir',
  subdomainReserved: 'Bu subdomain rezerve edilmiştir',
  subdomainTaken: 'Bu subdomain zaten kullanımda',
  firstNameRequired: 'Ad gerekli',
  lastNameRequired: 'Soyad gerekli',
  companyNameRequired: 'Şirket adı gerekli',
  staffEmailRequired: 'E-posta adresi gerekli',
  staffEmailInvalid: 'Geçerli bir e-posta adresi girin',
  staffStartDateRequired: 'İşe giriş tarihi gerekli',
  staffStartDateFuture: 'İşe giriş tarihi gelecekte olamaz',
  staffDuplicate: 'Bu e-posta adresi zaten eklendi',
  staffSelf: 'Kendi e-posta adresinizi ekleyemezsiniz',
  creationFailed: 'Hesap oluşturulurken hata oluştu',
} as const);

export const onboarding = /* @__PURE__ */ catalogue('people.onboarding', {
  ...onboardingShared,
  subdomainFormat: 'Alt alan adı 3-63 karakter olmalı; küçük harf, rakam ve tire içerebilir, tire ile başlayıp bitemez',
  subdomainSuggestion: (normalized: string) =>
    `Alt alan adı yalnızca küçük harf (a-z), rakam ve tire içerebilir; Türkçe harfler ve boşluklar olmadan: ${normalized}`,
  websiteInvalid: 'Geçerli bir web sitesi adresi girin',
  dataMissing: 'Sihirbaz bilgileri eksik',
  fileTooLarge:
    'Kurulum sırasında toplam en fazla 10 MB dosya yüklenebilir. Daha büyük dosyaları kurulumdan sonra Geçmiş Veri Yüklemeleri sayfasından yükleyin.',
  tooManyFiles:
    'Kurulum sırasında en fazla 5 dosya yüklenebilir. Diğer dosyaları kurulumdan sonra Geçmiş Veri Yüklemeleri sayfasından yükleyin.',
  notFound: 'Kurulum bulunamadı',
} as const);

// Issue 5: staff, organization, profile, employee detail and the ledger.
/** The texts of `people` that the web shows too (issue 22: one catalogue per text). */
export const peopleShared = /* @__PURE__ */ catalogue('people.peopleShared', {
  firstNameRequired: 'Ad gerekli',
  lastNameRequired: 'Soyad gerekli',
  emailRequired: 'E-posta gerekli',
  emailInvalid: 'Geçerli bir e-posta adresi girin',
  startDateInFuture: 'İşe giriş tarihi gelecekte olamaz',
  birthDateInFuture: 'Doğum tarihi gelecekte olamaz',
} as const);

export const people = /* @__PURE__ */ catalogue('people.people', {
  ...peopleShared,
  statusFilterInvalid: 'Durum filtresi "active" veya "inactive" olmalıdır.',
  idInvalid: 'Geçersiz kayıt numarası.',
  userNotFound: 'Personel bulunamadı.',
  invitationNotFound: 'Davet bulunamadı.',
  startDateInvalid: 'Geçerli bir işe giriş tarihi girin',
  alreadyUser: 'Bu e-posta adresiyle kayıtlı bir personel zaten var',
  alreadyInvited: 'Bu e-posta adresine zaten bekleyen bir davet gönderilmiş',
  cannotToggleSelf: 'Kendi hesabınızın durumunu değiştiremezsiniz',
  employeeDataForbidden: 'Diğer personelin bilgilerini görüntüleme yetkiniz yok.',
  dateInvalid: 'Geçerli bir tarih girin (YYYY-AA-GG)',
  workDetailsAdminOnly: 'Pozisyon ve departman bilgilerini yalnızca yönetici değiştirebilir.',
} as const);

/** The texts of `organization` that the web shows too (issue 22: one catalogue per text). */
export const organizationShared = /* @__PURE__ */ catalogue('people.organizationShared', {
  nameRequired: 'Organizasyon adı gerekli',
  logoType: 'Logo JPEG, PNG veya GIF biçiminde bir resim olmalıdır',
  logoTooLarge: 'Logo en fazla 5MB olabilir',
} as const);

export const organization = /* @__PURE__ */ catalogue('people.organization', {
  ...organizationShared,
  policyInvalid: 'İzin politikası geçersiz.',
  logoRequired: 'Lütfen bir logo dosyası seçin',
  logoOne: 'Tek bir logo dosyası gönderin (alan adı: logo).',
  logoNotFound: 'Logo bulunamadı.',
} as const);

/** Past-leave data uploads (product §2 /data-uploads, §5, §9: any format, at most 50 MB per file). */
/** The texts of `dataUpload` that the web shows too (issue 22: one catalogue per text). */
export const dataUploadShared = /* @__PURE__ */ catalogue('people.dataUploadShared', {
  fileRequired: 'Lütfen en az bir dosya seçin',
  completed: 'İşlem tamamlandı olarak işaretlendi. 30 gün sonra otomatik silinecek.',
  deleted: 'Dosya başarıyla silindi',
} as const);

export const dataUpload = /* @__PURE__ */ catalogue('people.dataUpload', {
  ...dataUploadShared,
  oneFile: 'Her istekte tek bir dosya gönderin (alan adı: file).',
  fileTooLarge: 'Dosya en fazla 50 MB olabilir. Daha büyük dosyaları bölerek yükleyin.',
  fileNameTooLong: 'Dosya adı en fazla 255 karakter olabilir.',
  organizationMismatch: 'Organizasyon bulunamadı.',
  uploaded: 'Dosya başarıyla yüklendi. Verileriniz 12 saat içinde ücretsiz olarak aktarılacak.',
  notFound: 'Dosya bulunamadı.',
  alreadyCompleted: 'Bu dosya zaten tamamlandı olarak işaretlenmiş.',
  notesTooLong: 'Notlar en fazla 2000 karakter olabilir.',
} as const);

// Issue 12: the audit log (operator and organization admin).
export const audit = /* @__PURE__ */ catalogue('people.audit', {
  organizationInvalid: 'Organizasyon numarası geçersiz.',
  rangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
} as const);

/** Issue 12 item 4: the operator's users and leaves of one organization (product §5, §8). */
/** The texts of `operatorPeople` that the web shows too (issue 22: one catalogue per text). */
export const operatorPeopleShared = /* @__PURE__ */ catalogue('people.operatorPeopleShared', {
  userRequired: 'Email, Ad ve Soyad zorunludur',
  leaveRequired: 'Personel, Başlangıç ve Bitiş tarihleri zorunludur',
  daysInvalid: 'Gün sayısı 0,5 ile 366 arasında, yarım gün katı olmalıdır.',
} as const);

export const operatorPeople = /* @__PURE__ */ catalogue('people.operatorPeople', {
  ...operatorPeopleShared,
  organizationNotFound: 'Organizasyon bulunamadı.',
  emailInvalid: 'Geçerli bir e-posta adresi girin',
  emailTaken: 'Bu e-posta adresiyle bu organizasyonda kayıtlı bir kullanıcı zaten var.',
  userNotFound: 'Kullanıcı bulunamadı.',
  leaveNotFound: 'İzin talebi bulunamadı.',
  userChangeRefused: 'Bir izin talebinin personeli değiştirilemez; talebi silip yenisini oluşturun.',
  statusInvalid: 'Geçersiz izin durumu.',
  hourlyDaysRefused: 'Saatlik iznin gün sayısı değiştirilmez: günlük süreyi değiştirin.',
  roleInvalid: 'Geçersiz rol.',
  deletedLeaveReturn: (period: string) =>
    `İzin talebi operatör tarafından silindi, kullanılan günler iade edildi: ${period}`,
  userCreated: 'Kullanıcı oluşturuldu. Şifre belirleme bağlantısı e-postayla gönderildi.',
  userCreatedInactive:
    'Kullanıcı pasif olarak oluşturuldu. Şifre belirleme bağlantısı, kullanıcı aktif edildiğinde e-postayla gönderilecek.',
  userActivatedMailed: 'Kullanıcı güncellendi. Şifre belirleme bağlantısı e-postayla gönderildi.',
  userUpdated: 'Kullanıcı güncellendi.',
  userDeleted: 'Kullanıcı silindi.',
  leaveCreated: 'İzin talebi oluşturuldu.',
  leaveUpdated: 'İzin talebi güncellendi.',
  leaveDeleted: 'İzin talebi silindi.',
  operatorChange: (period: string, from: string, to: string) => `Operatör düzenlemesi: ${period} (${from} → ${to} gün)`,
} as const);

export const peopleMessages = /* @__PURE__ */ catalogue('people.peopleMessages', {
  passwordReset,
  demoSession,
  handover,
  invitation,
  onboarding,
  people,
  organization,
  dataUpload,
  audit,
  operatorPeople,
} as const);
