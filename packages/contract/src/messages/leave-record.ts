/**
 * The leave record (Yıllık Ücretli İzin Kayıt Belgesi; 4857 m. 56, Yönetmelik m. 20; docs/leave-rules.md
 * section 12) and the registry number it carries.
 */
import { catalogue } from './catalogue';
export const leaveRecordShared = /* @__PURE__ */ catalogue('leave-record.leaveRecordShared', {
  registryNumber: 'Sicil no',
  registryNumberInvalid: 'Sicil no en fazla 30 karakter olabilir; harf, rakam, boşluk, "-", "/" ve "." içerebilir',
  registryNumberTaken: 'Bu sicil no başka bir personelde kayıtlı',
  registryNumberSaved: 'Sicil no kaydedildi',
  serviceYearInvalid: 'Geçersiz hizmet yılı',
  yearInvalid: 'Geçersiz yıl',
  noServiceYear:
    'Bu personelin henüz tamamlanmış bir hizmet yılı yok; izin kayıt belgesi ilk yıl dönümünden sonra düzenlenir.',
  serviceYearNotEarned: 'Bu hizmet yılı henüz tamamlanmadı',
  noStartDate: 'İşe giriş tarihi kayıtlı olmayan personel için izin kayıt belgesi düzenlenemez',
  serviceYear: 'Hizmet yılı',
  serviceYearValue: (n: number, from: string, to: string) =>
    n === 0 ? `İlk yıl (${from} - ${to}), izin hakkı doğmadan` : `${n}. hizmet yılı (${from} - ${to})`,
} as const);

export const leaveRecord = /* @__PURE__ */ catalogue('leave-record.leaveRecord', {
  ...leaveRecordShared,
  title: 'Yıllık Ücretli İzin Kayıt Belgesi',
  legalBasis: '4857 sayılı İş Kanunu md. 56 ve Yıllık Ücretli İzin Yönetmeliği md. 20 uyarınca düzenlenmiştir.',
  employer: 'İşveren',
  fullName: 'Adı soyadı',
  nationalId: 'T.C. kimlik no',
  positionDepartment: 'Görevi / bölümü',
  startDate: 'İşe giriş tarihi',
  earnedOn: 'Yıllık izne hak kazandığı tarih',
  notEarned: 'Henüz hak kazanılmadı (1 yıl şartı, md. 53)',
  serviceLength: 'Hizmet süresi',
  serviceLengthValue: (n: number) => `${n} yıl`,
  entitlement: 'Hak ettiği yıllık izin süresi',
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
  zipEmpty: 'Bu yıl için düzenlenecek izin kayıt belgesi yok: yıl dönümü bu yıla düşen personel bulunmuyor.',
} as const);

export const leaveRecordMessages = { leaveRecord } as const;
