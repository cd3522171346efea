/** Teams (issue 23 item 1): the department as an entity, its members and managers. */
import { catalogue } from './catalogue';
export const teams = /* @__PURE__ */ catalogue('teams.teams', {
  nameRequired: 'Ekip adı gerekli.',
  notFound: 'Ekip bulunamadı.',
  nameTaken: (name: string) => `"${name}" adında bir ekip zaten var.`,
  managerInvalid: 'Müdür olarak yalnızca organizasyonun aktif Müdür veya Yönetici rolündeki kişileri seçebilirsiniz.',
  created: 'Ekip oluşturuldu.',
  updated: 'Ekip güncellendi.',
  deleted: 'Ekip silindi.',
} as const);

export const teamsMessages = { teams } as const;
