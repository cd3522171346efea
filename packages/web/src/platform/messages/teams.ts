import { fieldsShared } from '@paydos/contract/messages/common';
import { teams as teamsShared } from '@paydos/contract/messages/teams';
import { formatCount } from '../format-numbers';
import { catalogue } from '@paydos/contract/messages/catalogue';

/** Teams (issue 23 item 1): the "Ekipler" card of /organization. */
export const teamsMessages = /* @__PURE__ */ catalogue('teams', {
  teams: {
    title: 'Ekipler',
    description:
      'Departmanlar ekip olarak tutulur: personelin departmanı ekibinin adıdır. Bir ekibin müdürleri, iki adımlı onay akışında ekibin taleplerini onaylar.',
    add: 'Ekip ekle',
    empty:
      'Henüz ekip yok. Bir personele departman yazıldığında ekibi kendiliğinden oluşur; buradan da ekleyebilirsiniz.',
    listLabel: 'Ekip listesi',
    members: (count: number) => `${formatCount(count)} aktif kişi`,
    managersOf: (names: string) => `Müdür: ${names}`,
    noManager: 'Müdür atanmadı',
    edit: 'Düzenle',
    editLabel: (name: string) => `${name} ekibini düzenle`,
    remove: 'Sil',
    removeLabel: (name: string) => `${name} ekibini sil`,
    createTitle: 'Yeni ekip',
    editTitle: 'Ekibi düzenle',
    formDescription:
      'Ekibin adı, üyelerinin departmanı olarak görünür; adı değiştirmek herkesinkini birlikte değiştirir.',
    name: fieldsShared.teamName,
    nameRequired: teamsShared.nameRequired,
    managers: fieldsShared.managerIds,
    managersHint: 'Organizasyonun aktif Müdür ve Yönetici rolündeki kişileri.',
    noCandidates: 'Organizasyonda aktif Müdür veya Yönetici rolünde kimse yok.',
    candidatesFailed: 'Müdür adayları yüklenemedi',
    create: 'Ekibi oluştur',
    loadFailed: 'Ekipler yüklenemedi',
    saveFailed: 'Ekip kaydedilemedi',
    removeTitle: 'Ekip silinsin mi?',
    removeBody: (name: string, count: number) =>
      `"${name}" ekibi silinecek. Üyelerinin (${formatCount(count)} aktif kişi) ve davetlerinin departmanı boşalır; müdür atamaları kaldırılır.`,
    removeFailed: 'Ekip silinemedi',
  },
} as const);
