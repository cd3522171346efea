import { catalogue } from '@paydos/contract/messages/catalogue';

/** The leave mails (leave-mails.ts): a request to decide, a record without approval, a decision to its employee. */
export const leaveMailTexts = /* @__PURE__ */ catalogue('server.leaves.mails', {
  /** Two dates already formatted in the mail's language. */
  period: (start: string, end: string) => `${start} - ${end}`,
  /** "Yıllık İzin: 01.12.2026 - 05.12.2026 (4,5 gün)": the type, period and length in the mail's language. */
  summary: (leaveType: string, period: string, length: string) => `${leaveType}: ${period} (${length})`,
  request: {
    subject: (who: string) => `Yeni izin talebi: ${who}`,
    /** A two-step request the manager approved, now waiting for İK. */
    subjectAfterStep: (who: string) => `Onayınızı bekleyen izin talebi: ${who}`,
    opening: (who: string) => `${who} yeni bir izin talebi oluşturdu.`,
    /** A MANAGER asked on the employee's behalf from the employee page. */
    openingOnBehalf: (requester: string, who: string) => `${requester}, ${who} adına yeni bir izin talebi oluşturdu.`,
    /** `step`: the decided step's label (contract messages.approvals.stepManager). */
    openingAfterStep: (who: string, step: string, decider: string) =>
      `${who} adlı çalışanın izin talebi ${step} adımında ${decider} tarafından onaylandı ve kararınızı bekliyor.`,
    asDelegate: (approver: string) => `Bu adıma ${approver} adına, onay vekili olarak karar verirsiniz.`,
    reason: (reason: string) => `Açıklama: ${reason}`,
    earlierNote: (decider: string, note: string) => `${decider} notu: ${note}`,
    action: 'Talebi İncele',
  },
  recorded: {
    subject: (who: string) => `Onay gerektirmeyen izin kaydı: ${who}`,
    line: (who: string) => `${who} için onay gerektirmeyen bir izin kaydedildi; bilgi için gönderilmiştir.`,
    action: 'İzinleri Gör',
  },
  /** Every decision on a request, to its employee (product §D5). */
  decisions: {
    approved: { subject: 'İzin talebiniz onaylandı', line: 'İzin talebiniz onaylandı.' },
    rejected: { subject: 'İzin talebiniz reddedildi', line: 'İzin talebiniz reddedildi.' },
    updated: { subject: 'Onaylı izniniz güncellendi', line: 'Onaylı izniniz yönetici tarafından güncellendi.' },
    cancelled: {
      subject: 'İzniniz iptal edildi',
      line: 'Onaylı izniniz iptal edildi; izin günleri bakiyenize iade edildi.',
    },
    recorded: { subject: 'Adınıza izin kaydedildi', line: 'Yöneticiniz adınıza onaylı bir izin kaydetti.' },
    moved: {
      subject: 'İzin talebiniz İK onayına geçti',
      line: 'İzin talebiniz müdür onayından geçti ve İK onayına geçti.',
    },
  },
  note: (note: string) => `Not: ${note}`,
  myLeaveAction: 'İzinlerimi Gör',
});
