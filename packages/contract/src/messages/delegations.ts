/** Approval delegates and the substitute colleague (issue 23 item 4). */
import { catalogue } from './catalogue';

/** The texts of `delegations` that the web shows too (issue 22: one catalogue per text). */
export const delegationsShared = /* @__PURE__ */ catalogue('delegations.delegationsShared', {
  delegateRequired: 'Onay vekili seçin.',
  datesTogether: 'Başlangıç ve bitiş tarihlerini birlikte girin ya da ikisini de boş bırakın.',
} as const);

export const delegations = /* @__PURE__ */ catalogue('delegations.delegations', {
  ...delegationsShared,
  notFound: 'Onay vekili kaydı bulunamadı.',
  rangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  endInPast: 'Bitiş tarihi bugünden önce olamaz.',
  approverNotFound: 'Onaylayan kişi bulunamadı.',
  approverNotApprover: 'Onay vekili yalnızca aktif Müdür veya Yönetici rolündeki kişiler için belirlenebilir.',
  onlyAdminForOthers: 'Başka bir kişinin onay vekilini yalnızca Yönetici belirleyebilir.',
  onlyOwnOrAdmin: 'Onay vekilini yalnızca onaylayan kişinin kendisi ya da bir Yönetici kaldırabilir.',
  delegateNotFound: 'Onay vekili olarak seçilen kişi bulunamadı.',
  delegateInactive: 'Onay vekili olarak yalnızca aktif bir çalışan seçebilirsiniz.',
  delegateSelf: 'Onaylayan kişi kendisinin onay vekili olamaz.',
  delegateNotApprover: 'Onay vekili yalnızca Müdür veya Yönetici rolündeki biri olabilir.',
  periodOverlaps: (period: string) => `Bu tarihlerle çakışan bir onay vekili dönemi zaten var (${period}).`,
  standingExists: 'Sürekli bir onay vekili zaten var; yenisini eklemeden önce onu kaldırın.',
  colleaguesRoleInvalid: 'Kişi listesi yalnızca onaylayanlara (role=approver) göre süzülebilir.',
  created: 'Onay vekili eklendi.',
  deleted: 'Onay vekili kaldırıldı.',
} as const);

export const substitute = /* @__PURE__ */ catalogue('delegations.substitute', {
  invalid: 'Vekil olarak organizasyonun aktif bir çalışanını seçin.',
  self: 'İzin talebinin sahibi kendi vekili olamaz.',
  away: (name: string, period: string) =>
    `${name} bu tarihlerde izinli ya da izin talebi bekliyor (${period}); başka bir vekil seçin.`,
} as const);

export const delegationsMessages = { delegations, substitute } as const;
