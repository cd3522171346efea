/**
 * Proof documents of a leave (issue 24 item 5): the SGK report, a marriage certificate. Not part of `t`:
 * only the leave pages load these texts (the bundle budgets hold the first load).
 */
import { catalogue } from '@paydos/contract/messages/catalogue';
export const leaveDocumentMessages = /* @__PURE__ */ catalogue('leave-documents', {
  field: 'Belge ekle (isteğe bağlı)',
  fieldHint:
    'SGK raporu, evlilik cüzdanı, ölüm belgesi gibi. PDF, JPEG veya PNG; en fazla 10 MB. Yalnızca siz ve İK görebilir.',
  chosen: (name: string, size: string) => `${name} (${size})`,
  clear: 'Seçilen belgeyi kaldır',
  wrongType: 'Belge PDF, JPEG veya PNG olmalıdır',
  attach: 'Belge ekle',
  attachLabel: (leaveType: string) => `Belge ekle: ${leaveType}`,
  attachFailed: 'Belge yüklenemedi',
  attachAfterCreateFailed: (reason: string) =>
    `İzin kaydedildi, ancak belge yüklenemedi: ${reason} Belgeyi İzin Taleplerim sayfasından yeniden ekleyebilirsiniz.`,
  download: (name: string) => `${name} belgesini indir`,
  downloadFailed: 'Belge indirilemedi',
  remove: (name: string) => `${name} belgesini sil`,
  removeTitle: 'Belge silinsin mi?',
  removeBody: (name: string) => `"${name}" kalıcı olarak silinecek.`,
  removeConfirm: 'Belgeyi sil',
  removeFailed: 'Belge silinemedi',
  /** A MANAGER's view: the proof exists, only the requester and İK open it (KVKK md. 6). */
  hidden: (count: number) => `${count} belge eklendi (yalnızca talep sahibi ve İK açabilir)`,
  listLabel: 'İzin belgeleri',
} as const);
