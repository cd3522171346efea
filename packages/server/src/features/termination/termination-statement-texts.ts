import { catalogue } from '@paydos/contract/messages/catalogue';
import { termination } from '@paydos/contract/messages/termination';

/**
 * The Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi as a PDF (4857 md. 59; docs/leave-rules.md §14): its title,
 * legal basis, facts, the table of days and the signature lines. The end date's label is the contract's, which the
 * web shows too.
 */
export const terminationStatementTexts = /* @__PURE__ */ catalogue('server.termination.termination-statement', {
  title: 'Kullanılmayan Yıllık İzin Ücreti Hesap Belgesi',
  legalBasis:
    '4857 sayılı İş Kanunu md. 59 uyarınca: iş sözleşmesi herhangi bir nedenle sona erdiğinde, hak kazanılıp da kullanılmayan yıllık izin sürelerine ait ücret, sözleşmenin sona erdiği tarihteki ücret üzerinden ödenir.',
  /** Printed only on a translation: the Turkish statement is the one the law and payroll go by. */
  translationNote:
    'Bu belge, Türkçe aslının çevirisidir. Yasal kayıt Türkçe belgedir: imzalanan, saklanan ve denetimde gösterilen Türkçesidir.',
  employer: 'İşveren',
  fullName: 'Adı soyadı',
  registryNumber: 'Sicil no',
  nationalId: 'T.C. kimlik no',
  positionDepartment: 'Görevi / bölümü',
  startDate: 'İşe giriş tarihi',
  endDate: termination.endDate,
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
} as const);
