import { catalogue } from '@paydos/contract/messages/catalogue';
import { leaveRecordShared } from '@paydos/contract/messages/leave-record';

/**
 * The Yıllık Ücretli İzin Kayıt Belgesi as a PDF (4857 md. 56, Yönetmelik md. 20; docs/leave-rules.md section 12):
 * its title, legal basis, facts, leave table and signature lines. The registry number and the service year are the
 * contract's texts, which the web shows too.
 */
export const leaveRecordTexts = /* @__PURE__ */ catalogue('server.leave-record.leave-record', {
  title: 'Yıllık Ücretli İzin Kayıt Belgesi',
  legalBasis: '4857 sayılı İş Kanunu md. 56 ve Yıllık Ücretli İzin Yönetmeliği md. 20 uyarınca düzenlenmiştir.',
  /** Printed only on a translation: the Turkish record is the one the law asks for. */
  translationNote:
    'Bu belge, Türkçe aslının çevirisidir. Yasal kayıt Türkçe belgedir: imzalanan, saklanan ve denetimde gösterilen Türkçesidir.',
  employer: 'İşveren',
  fullName: 'Adı soyadı',
  registryNumber: leaveRecordShared.registryNumber,
  nationalId: 'T.C. kimlik no',
  positionDepartment: 'Görevi / bölümü',
  startDate: 'İşe giriş tarihi',
  serviceYear: leaveRecordShared.serviceYear,
  serviceYearValue: leaveRecordShared.serviceYearValue,
  earnedOn: 'Yıllık izne hak kazandığı tarih',
  notEarned: 'Henüz hak kazanılmadı (1 yıl şartı, md. 53)',
  serviceLength: 'Hizmet süresi',
  serviceLengthValue: (n: number) => `${n} yıl`,
  entitlement: 'Hak ettiği yıllık izin süresi',
  /** A formatted day count with its unit: "14 gün". */
  entitlementValue: (days: string) => `${days} gün`,
  entitlementUnknown: 'Açılış bakiyesiyle devredildi',
  leavesTitle: 'Kullanılan yıllık izinler',
  colNo: 'Sıra',
  colStart: 'İzne başlama',
  colEnd: 'İzin bitişi',
  colDays: 'İzin süresi (iş günü)',
  colTravel: 'Yol izni (gün)',
  colAcknowledged: 'Personelin onayı',
  acknowledgedValue: (when: string) => `Onayladı: ${when}`,
  acknowledgementDue: 'Beklemede',
  noLeaves: 'Bu hizmet yılında kullanılmış yıllık izin yok.',
  totalUsed: 'Toplam kullanılan',
  signatureEmployee: 'Personel (adı soyadı, imza)',
  signatureEmployer: 'İşveren veya yetkilisi (adı soyadı, imza)',
  signatureDate: 'Tarih: ........ / ........ / ............',
  generatedOn: (date: string) => `Düzenlenme tarihi: ${date} · Paydos`,
} as const);
