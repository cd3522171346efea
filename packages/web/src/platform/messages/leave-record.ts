import { leaveRecordShared as serverTexts } from '@paydos/contract/messages/leave-record';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * The leave record of Yönetmelik md. 20 (issue 24 item 1; docs/leave-rules.md section 12): the
 * registry number on the employee page, the record's download there and on İzin Taleplerim, and
 * everybody's records of a year as a ZIP on the staff page. Not part of `t`: only the pages that show
 * them load these texts (the bundle budgets hold the first load).
 */
export const leaveRecordMessages = /* @__PURE__ */ catalogue('leave-record', {
  leaveRecord: {
    registryNumber: serverTexts.registryNumber,
    registryEdit: 'Düzenle',
    registryEditWhat: 'sicil no',
    registryHint: 'İşyerindeki sicil numarası; izin kayıt belgesinde yer alır. Boş bırakırsanız silinir.',
    registryInvalid: serverTexts.registryNumberInvalid,
    registryFailed: 'Sicil no kaydedilemedi',
    serviceYear: serverTexts.serviceYear,
    serviceYearOption: serverTexts.serviceYearValue,
    download: 'İzin kayıt belgesi',
    downloadDone: 'İzin kayıt belgesi indirildi',
    downloadFailed: 'İzin kayıt belgesi indirilemedi',
    noYearYet: 'İzin kayıt belgesi ilk yıl dönümünden sonra indirilebilir.',
    archiveYear: 'Belge yılı',
    archive: 'Tüm izin kayıt belgeleri (ZIP)',
    archiveDone: 'İzin kayıt belgeleri indirildi',
    archiveFailed: 'İzin kayıt belgeleri indirilemedi',
    archiveFile: (year: number) => `izin-kayit-belgeleri-${year}.zip`,
    recordFile: (serviceYear: number) => `izin-kayit-belgesi-${serviceYear}-hizmet-yili.pdf`,
    /** Shown on English pages only, beside a legal document (ui/TurkishOriginalButton). */
    turkishOriginal: 'Türkçe aslı',
    turkishOriginalOf: (document: string) => `${document}: Türkçe aslı (resmî kayıt)`,
  },
} as const);
