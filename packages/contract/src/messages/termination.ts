/**
 * Issue 24 (4857 md. 59; docs/leave-rules.md section 14): the expiry period of extra days above the
 * legal minimum, the end of employment and the statement of unused annual leave to be paid: the refusals, the
 * confirmation, the end date's label and the monthly report's section. The statement's own texts are the server's
 * (features/termination/termination-statement-texts.ts).
 */
import { catalogue } from './catalogue';
export const extraLeaveExpiry = /* @__PURE__ */ catalogue('termination.extraLeaveExpiry', {
  monthsInvalid: 'Süre tam sayı olarak ay cinsinden girilmelidir.',
  monthsRange: 'Süre 0 ile 60 ay arasında olmalıdır.',
} as const);

export const termination = /* @__PURE__ */ catalogue('termination.termination', {
  endDateRequired: 'İşten çıkış tarihi gerekli',
  endDateBeforeStart: 'İşten çıkış tarihi işe giriş tarihinden önce olamaz',
  endDateTooLate: 'İşten çıkış tarihi bugünden en fazla bir yıl sonra olabilir',
  noEndDate: 'Bu personel için işten çıkış tarihi kayıtlı değil; belge işten çıkıştan sonra düzenlenir.',
  noStartDate: 'İşe giriş tarihi kayıtlı olmayan personel için izin ücreti belgesi düzenlenemez',
  /** The employee page's field and the statement's line. */
  endDate: 'İşten çıkış tarihi (son çalışma günü)',
  ended: 'İşten çıkış kaydedildi; personel pasifleştirildi.',
  /** The monthly report's section (CSV): the month's leavers and their unused days to be paid. */
  reportSection: 'İşten çıkanlar: ücreti ödenecek kullanılmayan yıllık izin (4857 md. 59)',
  reportColumns: ['Ad soyad', 'Sicil no', 'Son çalışma günü', 'Yasal (gün)', 'Ek (gün)', 'Ödenecek (gün)'],
} as const);

export const terminationMessages = { extraLeaveExpiry, termination } as const;
