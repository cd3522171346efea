import { approvalFlow as approvalFlowShared } from '@paydos/contract/messages/approvals';
import { fieldsShared } from '@paydos/contract/messages/common';
import { LEAVE_STATUS_LABELS } from '@paydos/domain';
import { t as wholeCatalogue } from './index';
import { catalogue } from '@paydos/contract/messages/catalogue';

/**
 * Issue 23: the organization's approval flow, a request's steps (the trail) and deciding a step. Only
 * the pages that show them read these texts: they import `t` from here (the whole catalogue and these),
 * so that the chunk of texts every site loads first does not grow with them (the operator's first page
 * loads it too: scripts/bundle-budgets.test.mjs); the same rule as first-load.ts, the other way round.
 */
export const approvalsMessages = /* @__PURE__ */ catalogue('approvals', {
  approvalFlow: {
    title: fieldsShared.flowKind,
    description:
      'İzin taleplerine kimin, hangi sırayla karar vereceğini seçin. Yasa bir onay zinciri koymaz; bu, kurumunuzun iç düzenidir.',
    kind: 'Onay adımları',
    kinds: {
      ADMIN_ONLY: 'Tek adım: İK karar verir',
      MANAGER_THEN_ADMIN: 'İki adım: önce ekibin müdürü, sonra İK',
    },
    kindHints: {
      ADMIN_ONLY: 'Her talebe Yönetici rolündeki herhangi biri (İK) karar verir.',
      MANAGER_THEN_ADMIN:
        'Talep önce talep sahibinin ekibinin müdürüne gider ("Yöneticide"), müdür onaylarsa İK\'ya ("İK\'da"). Aktif müdürü olmayan ekibin talebi doğrudan İK\'ya gider.',
    },
    routesTitle: fieldsShared.leaveTypeRoutes,
    routesHint:
      'Bir izin türü akıştan farklı bir yol izleyebilir. Bir ekip kuralını "İK onayına gider" biçiminde bozan talep, yolu ne olursa olsun yalnızca İK\'ya gider.',
    routeOwn: 'Akışın yolu',
    routes: {
      ADMIN_ONLY: 'Yalnızca İK',
      MANAGER_THEN_ADMIN: 'Önce müdür, sonra İK',
      NO_APPROVAL: 'Onaysız kaydedilir',
    },
    suggest: 'Önerilen yolları uygula',
    suggestHint: 'Önerilen yollar forma işlenir, gerekçeleri altlarında görünür; kaydedince geçerli olur.',
    suggestApplied: 'Önerilen yollar forma işlendi. Geçerli olması için kaydedin.',
    suggestedReason: (reason: string) => `Önerilen: ${reason}`,
    save: 'Onay akışını kaydet',
    saved: approvalFlowShared.saved,
    saveFailed: 'Onay akışı kaydedilemedi',
    loadFailed: 'Onay akışı yüklenemedi',
  },
  approvalTrail: {
    title: 'Onay adımları',
    outcome: { APPROVED: LEAVE_STATUS_LABELS.APPROVED, REJECTED: LEAVE_STATUS_LABELS.REJECTED },
    state: { CURRENT: 'Karar bekleniyor', WAITING: 'Sırada', SKIPPED: 'Atlandı' },
    approvedBy: 'Onaylayan',
    rejectedBy: 'Reddeden',
    /** "Burak Öztürk, Mehmet Demir adına": the delegate decided for the approver. */
    byOnBehalf: (name: string, approver: string) => `${name}, ${approver} adına`,
    /** "Burak Öztürk (Mehmet Demir adına)": who may decide the open step. */
    decider: (name: string, approver: string | null) => (approver ? `${name} (${approver} adına)` : name),
    decides: (names: string) => `Karar verecek: ${names}`,
    noDecider: 'Bu adıma bugün karar verebilecek kimse yok.',
    note: 'Not',
    skipReasons: {
      OWN_REQUEST: 'Talep sahibi bu adımın onaylayanı; kimse kendi talebine karar vermez.',
      NO_ACTIVE_MANAGER: "Ekibin aktif bir müdürü yok; talep doğrudan İK'ya geçti.",
      DECIDED_IN_EARLIER_STEP:
        'Bu adıma karar verebilecek tek kişi önceki adıma karar verdi; bir kişi bir talepte tek adıma karar verir.',
    },
    ruleBreaksTitle: 'Bozulan ekip kuralları',
    /** /test-design's section (features/design-system) and its sample trails (features/approvals/trail-samples.ts). */
    designSection:
      'Bir izin talebinin onay adımları sırasıyla (features/approvals): kim, kimin adına, ne zaman karar verdi ve notu; atlanan adımın sebebi; açık adımda kimin karar vereceği; bozulan ekip kuralları ve günleri. Her durum yazıyla söylenir, renk yalnızca tekrar eder.',
    samples: {
      atManager: 'Müdür adımında: müdür izinde, vekili karar verecek',
      atAdmin: "Yarı yolda: vekil müdür adına onayladı, İK'da",
      ownRequest: 'Müdürün kendi talebi: müdür adımı atlandı',
      rejected: 'Ekibin müdürü yok; İK reddetti',
      decidedEarlier: 'Ekibi yöneten Yönetici onayladı; İK adımı atlandı',
      lockedToAdmin: "Kilitli döneme düşen talep: yalnızca İK'ya gider",
    },
  },
  approvalDecision: {
    approveTitle: 'İzin talebini onayla',
    note: 'Not (isteğe bağlı)',
    notePlaceholder: 'Sonraki adımda karar veren ve talep sahibi bu notu görür.',
    managerSubtitle: 'Yönettiğiniz ekiplerin bekleyen taleplerini onaylayın veya reddedin.',
    /** A MANAGER in the two-step flow: the server lists the requests of the teams he manages. */
    managerNotice:
      "Yönettiğiniz ekiplerin taleplerini görüyorsunuz. Onayladığınız talep İK'ya geçer; reddettiğiniz talep sonuçlanır.",
  },
} as const);

export const t = { ...wholeCatalogue, ...approvalsMessages } as const;
