/**
 * Issue 24 (4857 md. 59; docs/leave-rules.md section 14): the expiry period of extra days above the
 * legal minimum, the end of employment and the statement of unused annual leave to be paid.
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
  title: 'Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi',
  legalBasis:
    '4857 sayılı İş Kanunu md. 59 uyarınca: iş sözleşmesi herhangi bir nedenle sona erdiğinde, hak kazanılıp da kullanılmayan yıllık izin sürelerine ait ücret, sözleşmenin sona erdiği tarihteki ücret üzerinden ödenir.',
  employer: 'İşveren',
  fullName: 'Adı soyadı',
  registryNumber: 'Sicil no',
  nationalId: 'T.C. kimlik no',
  positionDepartment: 'Görevi / bölümü',
  startDate: 'İşe giriş tarihi',
  endDate: 'İşten çıkış tarihi (son çalışma günü)',
  serviceLength: 'Hizmet süresi',
  daysTitle: 'Yıllık izin hesabı (gün)',
  colItem: 'Kalem',
  colStatutory: 'Yasal izin (md. 53)',
  colExtra: 'Ek izin (yasal asgarinin üzeri)',
  colTotal: 'Toplam',
  rowEntitled: 'Hak edilen',
  rowUsed: 'Kullanılan',
  rowExpired: 'Süresi dolan (yalnızca ek izin)',
  rowUnused: 'Kullanılmayan',
  toBePaid: (days: string) => `Ücreti ödenecek kullanılmayan yıllık izin: ${days} gün`,
  nothingToPay: 'Ücreti ödenecek kullanılmayan yıllık izin yok.',
  note: 'Yasal izin süresi dolmaz ve yanmaz; kullanım önce ek izin günlerinden düşülmüştür. Ücret, sözleşmenin sona erdiği tarihteki brüt ücret üzerinden bordroda hesaplanır.',
  signatureEmployee: 'Personel (adı soyadı, imza)',
  signatureEmployer: 'İşveren veya yetkilisi (adı soyadı, imza)',
  signatureDate: 'Tarih: ........ / ........ / ............',
  generatedOn: (date: string) => `Düzenlenme tarihi: ${date} · Paydos`,
  ended: 'İşten çıkış kaydedildi; personel pasifleştirildi.',
  /** The monthly report's section (CSV): the month's leavers and their unused days to be paid. */
  reportSection: 'İşten çıkanlar: ücreti ödenecek kullanılmayan yıllık izin (4857 md. 59)',
  reportColumns: ['Ad soyad', 'Sicil no', 'Son çalışma günü', 'Yasal (gün)', 'Ek (gün)', 'Ödenecek (gün)'],
} as const);

export const terminationMessages = { extraLeaveExpiry, termination } as const;
