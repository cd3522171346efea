import { composeMail } from '../mail';

const roleOnInvitation = { ADMIN: 'Admin', MANAGER: 'Yönetici', EMPLOYEE: 'Personel' } as const;

/** Product §6: on an invitation ADMIN shows as 'Admin' and MANAGER as 'Yönetici'. */
export function invitationMail(input: {
  firstName: string;
  organizationName: string;
  role: keyof typeof roleOnInvitation;
  url: string;
  expiresOn: string;
}) {
  return composeMail({
    subject: `${input.organizationName} sizi Paydos'a davet etti`,
    greeting: `Merhaba ${input.firstName},`,
    paragraphs: [
      `${input.organizationName}, izin taleplerinizi Paydos üzerinden yönetebilmeniz için sizi ${roleOnInvitation[input.role]} olarak davet etti.`,
      'Hesabınızı oluşturmak için aşağıdaki bağlantıyı kullanın.',
    ],
    action: { label: 'Daveti Kabul Et', url: input.url },
    footnote: `Bu davet ${input.expiresOn} tarihine kadar geçerlidir. Daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.`,
  });
}
