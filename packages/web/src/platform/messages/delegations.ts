import { fieldsShared } from '@paydos/contract/messages/common';
import { delegationsShared } from '@paydos/contract/messages/delegations';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Approval delegates on the profile and the substitute (vekil) on the leave form and the team calendar
 * (issue 23 item 4). Imported by those components themselves, not joined into `t`: the operator site's
 * first load reads `t` (scripts/bundle-budgets.test.mjs), and none of its pages shows these.
 */
export const delegationsMessages = /* @__PURE__ */ catalogue('delegations', {
  delegations: {
    title: fieldsShared.delegateId,
    description:
      'Onayınıza gelen izin talepleri, belirlediğiniz dönemde ya da (tarih girmezseniz) onaylı izinde olduğunuz günlerde vekilinize gider.',
    loadError: 'Onay vekilleri yüklenemedi',
    none: 'Henüz bir onay vekiliniz yok.',
    add: 'Vekil ekle',
    addTitle: 'Yeni onay vekili',
    delegate: fieldsShared.delegateId,
    /** An ADMIN may set the delegate of another approver (the API's approverId). */
    approver: fieldsShared.approverId,
    approverHint:
      'Yalnızca Yöneticiler görür: başka bir Müdür veya Yönetici için vekil belirlemek için seçin; boş bırakırsanız vekil sizin adınıza onay verir.',
    delegateRequired: delegationsShared.delegateRequired,
    datesTogether: delegationsShared.datesTogether,
    startDate: 'Başlangıç (isteğe bağlı)',
    endDate: 'Bitiş (isteğe bağlı)',
    datesHint: 'Tarih girmezseniz vekiliniz yalnızca onaylı izinde olduğunuz günlerde devreye girer.',
    save: 'Kaydet',
    saveFailed: 'Onay vekili kaydedilemedi',
    remove: 'Kaldır',
    removeLabel: (name: string) => `${name} onay vekilliğini kaldır`,
    removeTitle: 'Onay vekili kaldırılsın mı?',
    removeDescription: (name: string) =>
      `${name} artık sizin adınıza onay vermeyecek; kendisine e-posta ile bildirilir.`,
    removeFailed: 'Onay vekili kaldırılamadı',
    standing: 'Onaylı izinde olduğu günlerde',
    /** The same inside a sentence's parentheses. */
    standingInSentence: 'onaylı izinde olduğu günlerde',
    standingOwn: 'Onaylı izinde olduğunuz günlerde',
    activeToday: 'Bugün geçerli',
    forApprover: (approver: string) => `${approver} için`,
    standingInFor: (approver: string, when: string) => `${approver} adına onay veriyorsunuz (${when}).`,
    willStandInFor: (approver: string, when: string) => `${approver} sizi onay vekili belirledi (${when}).`,
  },
  substitute: {
    label: fieldsShared.substituteId,
    hint: 'İsteğe bağlı: izindeyken işlerinizi üstlenecek çalışma arkadaşınız. İzin onaylanınca kendisine bildirilir ve ekip takviminde görünür.',
    placeholder: 'Ad veya soyad yazın',
    /** The team calendar's wallchart tooltip and the phone's day list. */
    onLeave: (name: string) => `Vekil: ${name}`,
  },
} as const);
