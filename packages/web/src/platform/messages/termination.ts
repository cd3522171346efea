import { extraLeaveExpiry as expiryTexts, termination as serverTexts } from '@paydos/contract/messages/termination';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Issue 24 (4857 md. 59; docs/leave-rules.md section 14): ending an employment and the statement of
 * unused annual leave on the employee page, the expiry period of extra days on the organization page.
 * Not part of `t`: only those pages load these texts.
 */
export const terminationMessages = /* @__PURE__ */ catalogue('termination', {
  termination: {
    end: 'İşten çıkış kaydet',
    endDate: serverTexts.endDate,
    endHint: 'Son çalışma günü. Personel pasifleşir; kullanılmayan izin günleri belgede gösterilir.',
    confirm: 'Çıkışı kaydet',
    endDateRequired: serverTexts.endDateRequired,
    endFailed: 'İşten çıkış kaydedilemedi',
    endedOn: (date: string) => `İşten çıkış: ${date}`,
    download: 'İzin ücreti belgesi (PDF)',
    downloadDone: 'İzin ücreti belgesi indirildi',
    downloadFailed: 'İzin ücreti belgesi indirilemedi',
    file: 'izin-ucreti-hesap-belgesi.pdf',
  },
  expiry: {
    title: 'Ek izin günlerinin süresi',
    description:
      'Yasal asgarinin üzerinde verdiğiniz yıllık izin günleri, hizmet yılı bittikten bu kadar ay sonra kullanılmamışsa yanar. Yasal izin hiçbir zaman yanmaz (4857 md. 59). Boş bırakırsanız ek günler de yanmaz.',
    months: 'Süre (ay)',
    hint: '0 ile 60 arasında. Kural kaydedildiği günden itibaren uygulanır, geriye işlemez.',
    monthsInvalid: expiryTexts.monthsInvalid,
    monthsRange: expiryTexts.monthsRange,
    since: (date: string) => `Bu kural ${date} tarihinden beri geçerli.`,
    never: 'Ek izin günleri yanmıyor.',
    saved: 'Ek izin süresi kaydedildi',
    failed: 'Ek izin süresi kaydedilemedi',
  },
} as const);
