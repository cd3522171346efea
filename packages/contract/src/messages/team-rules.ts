/** Team rules (issue 23 item 5): lock periods, minimum staffing, minimum notice. */
import { catalogue } from './catalogue';
export const teamRules = /* @__PURE__ */ catalogue('team-rules.teamRules', {
  modeInvalid: 'Kural biçimi "Reddet" ya da "İK onayına gider" olmalıdır.',
  minimumInvalid: 'Asgari çalışan sayısı 0 ile 1000 arasında bir tam sayı olmalıdır.',
  noticeInvalid: 'Asgari ön bildirim 0 ile 365 gün arasında bir tam sayı olmalıdır.',
  leaveTypeNotBound: 'Ekip kuralları yalnızca yıllık izni ve ücretsiz izni bağlar.',
  rangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  lockNotFound: 'Kilitli dönem bulunamadı.',
  lockInPast: 'Bitiş tarihi bugünden önce olan bir dönem kilitlenemez.',
  lockCreated: 'Kilitli dönem eklendi.',
  lockDeleted: 'Kilitli dönem silindi.',
  minimumSaved: 'Asgari çalışan sayısı kaydedildi.',
  minimumCleared: 'Asgari çalışan kuralı kaldırıldı.',
  noticeSaved: 'Asgari ön bildirim kaydedildi.',
  noticeCleared: 'Asgari ön bildirim kuralı kaldırıldı.',
  checkOthersForbidden: 'Başka bir personelin talebini yalnızca Yönetici ve Müdür denetleyebilir.',
} as const);

export const teamRulesMessages = { teamRules } as const;
