import { catalogue } from '@paydos/contract/messages/catalogue';

/** Past leave with consent (historical-mails.ts, product §6, §D3): the consent mail and the employee's answer. */
export const historicalMailTexts = /* @__PURE__ */ catalogue('server.historical-leaves.mails', {
  /** "Yıllık İzin: 03.03.2025 - 05.03.2025 (2,5 gün)": the type, dates and day count in the mail's language. */
  leaveLine: (leaveType: string, start: string, end: string, days: string) =>
    `${leaveType}: ${start} - ${end} (${days} gün)`,
  consent: {
    subject: (organization: string) => `Geçmiş izin kayıtlarınız onayınızı bekliyor (${organization})`,
    /** `actor`: who recorded them, or `yourManager`; `total`: a day count already formatted. */
    intro: (actor: string, organization: string, count: number, total: string) =>
      `${actor}, ${organization} adına sizin için ${count} adet geçmiş izin kaydı girdi (toplam ${total} gün):`,
    yourManager: 'Yöneticiniz',
    kvkk: 'Kişisel verilerinizin (KVKK) işlenmesi için onayınız gerekir. Kayıtlar siz onaylayınca izin geçmişinize eklenir; yıllık izinler kullanıldıkları tarihlerde bakiyenizden düşülür. Kayıtlar doğru değilse reddedebilirsiniz.',
    action: 'Kayıtları İncele ve Onayla',
    /** `expires`: a date already formatted. */
    footnote: (expires: string) =>
      `Bu bağlantı ${expires} tarihine kadar (7 gün) geçerlidir ve yalnızca bir kez kullanılabilir.`,
  },
  /** To the person who recorded the batch. */
  decision: {
    approvedSubject: (name: string) => `${name} geçmiş izin kayıtlarını onayladı`,
    rejectedSubject: (name: string) => `${name} geçmiş izin kayıtlarını reddetti`,
    approvedLine: (name: string, count: number) =>
      `${name}, girdiğiniz ${count} adet geçmiş izin kaydını onayladı; kayıtlar izin geçmişine eklendi.`,
    rejectedLine: (name: string, count: number) =>
      `${name}, girdiğiniz ${count} adet geçmiş izin kaydını reddetti; hiçbir kayıt eklenmedi.`,
    reason: (reason: string) => `Red sebebi: ${reason}`,
    action: 'Geçmiş İzin Kayıtları',
  },
});
