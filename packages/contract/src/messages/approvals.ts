/** Approval flows and the steps of a request (issue 23 items 2 and 3). */
import { catalogue } from './catalogue';
export const approvalFlow = /* @__PURE__ */ catalogue('approvals.approvalFlow', {
  kindInvalid: 'Geçersiz onay akışı.',
  routeInvalid: 'Geçersiz onay yolu.',
  saved: 'Onay akışı kaydedildi.',
  /** Why SUGGESTED_LEAVE_TYPE_ROUTES suggests each route (docs/approval-rules.md section 1). */
  suggestedReasons: {
    sick_leave_reported: 'SGK raporlu hastalık izni onaysız kaydedilir: karar hekimindir.',
    unpaid_leave: "Ücretsiz izin yalnızca İK'ya gider: bordroyu ve SGK eksik gününü etkiler.",
  } as Readonly<Record<string, string>>,
} as const);

/** "Ayşe Yılmaz", "Ayşe Yılmaz veya Ali Kaya", "Ayşe Yılmaz, Ali Kaya veya Can Er". */
const oneOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} veya ${names[names.length - 1]!}`;

export const approvals = /* @__PURE__ */ catalogue('approvals.approvals', {
  noteTooLong: 'Not en fazla 1000 karakter olabilir.',
  stepManager: 'Müdür onayı',
  stepAdmin: 'İK onayı',
  /** 403: the caller is not a decider of the open step; names who is (delegates in place). */
  decidedBy: (names: readonly string[]) => `Bu adıma ${oneOf(names)} karar verir.`,
  /** 403: a pending request whose every step is passed over and nobody is left to decide (no active Yönetici). */
  noDecider: 'Bu talebe şu anda karar verebilecek aktif bir Yönetici yok.',
  /** 409: the step the caller meant was decided meanwhile by another of its deciders. */
  stepDecided: (name: string) =>
    `Bu adıma ${name} sizden önce karar verdi; talep bir sonraki adıma geçti. Lütfen listeyi yenileyin.`,
  /** 200: a step approved, the request waits for the next one (İK). */
  movedToAdmin: 'Onayınız kaydedildi; talep İK onayına geçti.',
  /** 201: a leave type the organization records without approval (e.g. SGK-reported sick leave). */
  recordedWithoutApproval: 'İzniniz kaydedildi; bu izin türü onay gerektirmediği için onaylandı.',
  /** 400: a team rule set to refuse was broken; every broken rule's message follows. */
  refusedByRules: (breaks: readonly string[]) => `Talep ekip kurallarına uymuyor. ${breaks.join(' ')}`,
  someone: 'Silinmiş kullanıcı',
} as const);

export const approvalsMessages = { approvalFlow, approvals } as const;
