import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * The scheduled mails' texts (product §D5; composed by compose-scheduled-mails.ts). Dates come already formatted in
 * the mail's language.
 */
export const scheduledMailTexts = /* @__PURE__ */ catalogue('server.scheduled-mails.mails', {
  birthday: {
    subject: (firstName: string) => `Doğum gününüz kutlu olsun, ${firstName}!`,
    wishes: (organization: string) =>
      `${organization} ailesi olarak doğum gününüzü kutlar; sağlıklı, mutlu ve başarılı bir yaş dileriz.`,
    enjoy: 'Bugün kendinize güzel bir gün ayırmayı unutmayın!',
    optOut: (profileUrl: string) =>
      `Doğum günü e-postası almak istemiyorsanız profil sayfanızdan kapatabilirsiniz: ${profileUrl}`,
  },
  anniversary: {
    subject: (years: number) => `${years}. iş yılınız kutlu olsun!`,
    thanks: (organization: string, years: number) =>
      `Bugün ${organization} ailesindeki ${years}. yılınızı tamamladınız. Emekleriniz ve katkılarınız için teşekkür ederiz.`,
    grant: (days: number) => `Yeni hizmet yılınız için ${days} gün yıllık izin hakkınız tanımlandı.`,
    action: 'İzin Bakiyemi Gör',
  },
  /** The morning note to the organization's active admins: today's birthdays and work anniversaries. */
  adminDigest: {
    subject: (today: string) => `Bugün kutlananlar: ${today}`,
    greeting: (firstName: string) => `Günaydın ${firstName},`,
    intro: (today: string) => `Bugün (${today}) ekibinizde kutlanacak günler var:`,
    birthdays: (names: string) => `Doğum günü: ${names}`,
    anniversaries: (names: string) => `İş yıldönümü: ${names}`,
    /** "Ayşe Yılmaz (5. yıl)". */
    anniversary: (name: string, years: number) => `${name} (${years}. yıl)`,
    remember: 'Kutlamayı unutmayın!',
    action: 'Personeli Görüntüle',
  },
  trialEnding: {
    subjectToday: 'Deneme süreniz bugün sona eriyor',
    subject: (daysLeft: number) => `Deneme sürenizin bitmesine ${daysLeft} gün kaldı`,
    endsOn: (organization: string, endsOn: string) =>
      `${organization} için Paydos deneme süreniz ${endsOn} tarihinde sona eriyor.`,
    choosePlan:
      'Deneme süresi bittiğinde ekibiniz Paydos’a giriş yapamaz. Kesintisiz devam etmek için aylık veya yıllık bir plan seçin.',
    action: 'Plan Seç',
  },
  /** A renewal the payment provider refused; access continues until the grace period's end. */
  renewalFailed: {
    subject: 'Aboneliğiniz yenilenemedi',
    notCharged: (organization: string) => `${organization} aboneliğinizin yenileme ödemesi alınamadı.`,
    payBy: (graceEndsOn: string) =>
      `Ödemeyi ${graceEndsOn} tarihine kadar tamamlamazsanız ekibinizin Paydos’a erişimi durdurulacak.`,
    action: 'Ödeme Yap',
  },
});
