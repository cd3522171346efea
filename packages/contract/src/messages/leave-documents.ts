/** Proof documents of a leave (issue 24 item 5; docs/features.md "Proof documents"). */
import { catalogue } from './catalogue';
export const leaveDocumentsMessages = /* @__PURE__ */ catalogue('leave-documents.leaveDocumentsMessages', {
  leaveDocuments: {
    fileRequired: 'Lütfen bir belge seçin',
    oneFile: 'Bir seferde tek belge yüklenebilir',
    tooLarge: 'Belge en fazla 10 MB olabilir',
    typeInvalid: 'Belge PDF, JPEG veya PNG olmalıdır (dosyanın içeriğine bakılır, adına değil)',
    typeNotAccepted: 'Belge yalnızca mazeret izinlerine, SGK raporlu hastalık iznine ve doğum iznine eklenebilir',
    leaveClosed: 'Reddedilen veya iptal edilen izne belge eklenemez',
    tooMany: 'Bir izne en fazla 5 belge eklenebilir',
    notFound: 'Belge bulunamadı',
    removeDecided: 'Karar verilmiş bir iznin belgesini yalnızca yönetici silebilir',
    uploaded: 'Belge eklendi',
    deleted: 'Belge silindi',
  },
} as const);
