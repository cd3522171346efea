import { catalogue } from '@paydos/contract/messages/catalogue';

/** The invitation mail (invitation-mail.ts). */
export const invitationMailTexts = /* @__PURE__ */ catalogue('server.invitations.mail', {
  subject: (organization: string) => `${organization} sizi Paydos'a davet etti`,
  /** `role`: one of `roles`. */
  invited: (organization: string, role: string) =>
    `${organization}, izin taleplerinizi Paydos üzerinden yönetebilmeniz için sizi ${role} olarak davet etti.`,
  instruction: 'Hesabınızı oluşturmak için aşağıdaki bağlantıyı kullanın.',
  action: 'Daveti Kabul Et',
  /** `expiresOn`: a date already formatted in the mail's language. */
  footnote: (expiresOn: string) =>
    `Bu davet ${expiresOn} tarihine kadar geçerlidir. Daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.`,
  /** Product §6: on an invitation ADMIN shows as 'Admin' and MANAGER as 'Yönetici'. */
  roles: { ADMIN: 'Admin', MANAGER: 'Yönetici', EMPLOYEE: 'Personel' },
});
