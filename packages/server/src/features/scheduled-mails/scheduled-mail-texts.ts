import { formatTurkishDate, type CalendarDate } from '@paydos/domain';
import { composeMail, type MailContent } from '../mail';

/** The Turkish texts of the scheduled mails (product §D5); every value is escaped by composeMail. */

interface Named {
  firstName: string;
  lastName: string;
}
const fullName = (p: Named) => `${p.firstName} ${p.lastName}`;

export function birthdayMail(input: { person: Named; organizationName: string; profileUrl: string }): MailContent {
  return composeMail({
    subject: `Doğum gününüz kutlu olsun, ${input.person.firstName}!`,
    greeting: `Merhaba ${input.person.firstName},`,
    paragraphs: [
      `${input.organizationName} ailesi olarak doğum gününüzü kutlar; sağlıklı, mutlu ve başarılı bir yaş dileriz.`,
      'Bugün kendinize güzel bir gün ayırmayı unutmayın!',
    ],
    footnote: `Doğum günü e-postası almak istemiyorsanız profil sayfanızdan kapatabilirsiniz: ${input.profileUrl}`,
  });
}

export function anniversaryMail(input: {
  person: Named;
  organizationName: string;
  years: number;
  grantDays: number;
  dashboardUrl: string;
}): MailContent {
  return composeMail({
    subject: `${input.years}. iş yılınız kutlu olsun!`,
    greeting: `Merhaba ${input.person.firstName},`,
    paragraphs: [
      `Bugün ${input.organizationName} ailesindeki ${input.years}. yılınızı tamamladınız. Emekleriniz ve katkılarınız için teşekkür ederiz.`,
      `Yeni hizmet yılınız için ${input.grantDays} gün yıllık izin hakkınız tanımlandı.`,
    ],
    action: { label: 'İzin Bakiyemi Gör', url: input.dashboardUrl },
  });
}

/** The morning note to the organization's active admins: today's birthdays and work anniversaries. */
export function adminDigestMail(input: {
  admin: Named;
  today: CalendarDate;
  birthdays: Named[];
  anniversaries: (Named & { years: number })[];
  staffUrl: string;
}): MailContent {
  const paragraphs = [`Bugün (${formatTurkishDate(input.today)}) ekibinizde kutlanacak günler var:`];
  if (input.birthdays.length > 0) paragraphs.push(`Doğum günü: ${input.birthdays.map(fullName).join(', ')}`);
  if (input.anniversaries.length > 0) {
    paragraphs.push(`İş yıldönümü: ${input.anniversaries.map((p) => `${fullName(p)} (${p.years}. yıl)`).join(', ')}`);
  }
  paragraphs.push('Kutlamayı unutmayın!');
  return composeMail({
    subject: `Bugün kutlananlar: ${formatTurkishDate(input.today)}`,
    greeting: `Günaydın ${input.admin.firstName},`,
    paragraphs,
    action: { label: 'Personeli Görüntüle', url: input.staffUrl },
  });
}

/**
 * 7, 3 and 1 days before the trial's last day, and on that day (`endsToday`). `daysLeft` is the
 * dashboard banner's number (domain `trialDaysLeft`), so the mail and the banner never disagree.
 */
export function trialEndingMail(input: {
  admin: Named;
  organizationName: string;
  daysLeft: number;
  endsToday: boolean;
  endsOn: CalendarDate;
  paymentUrl: string;
}): MailContent {
  const subject = input.endsToday
    ? 'Deneme süreniz bugün sona eriyor'
    : `Deneme sürenizin bitmesine ${input.daysLeft} gün kaldı`;
  return composeMail({
    subject,
    greeting: `Merhaba ${input.admin.firstName},`,
    paragraphs: [
      `${input.organizationName} için Paydos deneme süreniz ${formatTurkishDate(input.endsOn)} tarihinde sona eriyor.`,
      'Deneme süresi bittiğinde ekibiniz Paydos’a giriş yapamaz. Kesintisiz devam etmek için aylık veya yıllık bir plan seçin.',
    ],
    action: { label: 'Plan Seç', url: input.paymentUrl },
  });
}

/** A renewal the payment provider refused; access continues until `graceEndsOn`. */
export function renewalFailedMail(input: {
  admin: Named;
  organizationName: string;
  graceEndsOn: CalendarDate;
  paymentUrl: string;
}): MailContent {
  return composeMail({
    subject: 'Aboneliğiniz yenilenemedi',
    greeting: `Merhaba ${input.admin.firstName},`,
    paragraphs: [
      `${input.organizationName} aboneliğinizin yenileme ödemesi alınamadı.`,
      `Ödemeyi ${formatTurkishDate(input.graceEndsOn)} tarihine kadar tamamlamazsanız ekibinizin Paydos’a erişimi durdurulacak.`,
    ],
    action: { label: 'Ödeme Yap', url: input.paymentUrl },
  });
}
