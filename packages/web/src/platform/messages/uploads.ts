import { dataUploadShared } from '@paydos/contract/messages/people';
import { catalogue } from '@paydos/contract/messages/catalogue';

/** Past-leave data uploads (product §2 /data-uploads, §4, §5, §8, §9). */
export const uploadsMessages = /* @__PURE__ */ catalogue('uploads', {
  dataUploads: {
    title: 'Geçmiş İzinleri İçe Aktar',
    subtitle: 'Mevcut izin kayıtlarınızı yükleyin; ekibimiz sizin için sisteme aktarsın.',
    importNote:
      'Yüklediğiniz dosyalar 12 saat içinde ücretsiz olarak sisteme aktarılır. Her format kabul edilir (Excel, CSV, PDF…); dosya başına en fazla 50 MB.',
    drop: 'Dosyaları buraya sürükleyin ya da seçmek için tıklayın',
    dropHint: 'Birden çok dosya seçebilirsiniz · her format · dosya başına en fazla 50 MB',
    selectedTitle: 'Seçilen dosyalar',
    remove: (name: string) => `${name} dosyasını kaldır`,
    upload: 'Dosyaları Yükle',
    progressLabel: (name: string) => `${name} yükleme ilerlemesi`,
    states: { waiting: 'Sırada', uploading: 'Yükleniyor', done: 'Yüklendi', failed: 'Yüklenemedi' },
    noFile: dataUploadShared.fileRequired,
    failed: 'Dosya yükleme sırasında bir hata oluştu',
    success: (count: number) => `${count} dosya başarıyla yüklendi. Verileriniz 12 saat içinde sisteme aktarılacak.`,
    listTitle: 'Yüklenen Dosyalar',
    listDescription:
      'Bekliyor: aktarım sırada. Tamamlandı: verileriniz sisteme aktarıldı; dosya 30 gün sonra otomatik silinir.',
    empty: 'Henüz dosya yüklenmedi.',
    loadFailed: 'Yüklenen dosyalar alınamadı',
    pending: 'Bekliyor',
    completed: 'Tamamlandı',
    uploadedOn: (when: string, by: string | null) => (by ? `${when} · ${by}` : when),
    deletesOn: (date: string) => `${date} tarihinde silinecek`,
  },
} as const);
