/**
 * The leave record (Yıllık Ücretli İzin Kayıt Belgesi; 4857 m. 56, Yönetmelik m. 20; docs/leave-rules.md
 * section 12) and the registry number it carries: its refusals and the texts the web shows too. The PDF's own texts are
 * the server's (features/leave-record/leave-record-texts.ts).
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
  zipEmpty: 'Bu yıl için düzenlenecek izin kayıt belgesi yok: yıl dönümü bu yıla düşen personel bulunmuyor.',
} as const);

export const leaveRecordMessages = { leaveRecord } as const;
