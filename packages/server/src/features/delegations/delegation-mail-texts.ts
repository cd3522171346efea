import { catalogue } from '@paydos/contract/messages/catalogue';

/** The approval delegates' mails (delegation-mails.ts), issue 23 item 4. */
export const delegationMailTexts = /* @__PURE__ */ catalogue('server.delegations.mails', {
  /** Two dates already formatted in the mail's language. */
  period: (start: string, end: string) => `${start} - ${end}`,
  named: {
    subject: (approver: string) => `${approver} sizi onay vekili belirledi`,
    line: (approver: string, organization: string) =>
      `${approver}, ${organization} organizasyonunda sizi onay vekili olarak belirledi.`,
    /** A delegation with a period. */
    datedRequests: (dates: string) =>
      `${dates} tarihlerinde onun onayına gelen izin talepleri size gelir; onları onun adına onaylar ya da reddedersiniz.`,
    /** A standing delegation: on the approver's days of approved leave. */
    standingRequests:
      'Onaylı izinde olduğu günlerde onun onayına gelen izin talepleri size gelir; onları onun adına onaylar ya da reddedersiniz.',
  },
  removed: {
    subject: (approver: string) => `${approver} adına onay vekilliğiniz sona erdi`,
    /** `dates`: the period, or `standingPeriod`. */
    line: (approver: string, dates: string) =>
      `${approver} adına onay vekilliğiniz (${dates}) kaldırıldı; onun talepleri artık size gelmez.`,
    standingPeriod: 'onaylı izinde olduğu günler için',
  },
  approvalsAction: 'Onay Bekleyen Talepler',
  teamsWithoutManager: {
    subject: (teams: string) => `Aktif müdürü kalmayan ekipler: ${teams}`,
    line: (person: string, teams: string) =>
      `${person} deaktif edildi. Şu ekiplerin artık aktif bir müdürü yok: ${teams}.`,
    until: 'Bu ekiplerin izin talepleri, yeni bir müdür atanana kadar Yöneticilere (İK) gelir.',
    action: 'Organizasyonu Aç',
  },
  /** To the approver: his delegate was deactivated, or made an EMPLOYEE. `dates`: the period, or `standingPeriod`. */
  released: {
    deactivatedSubject: (delegate: string) => `Onay vekiliniz ${delegate} deaktif edildi`,
    demotedSubject: (delegate: string) => `Onay vekiliniz ${delegate} artık onay vermiyor`,
    deactivatedLine: (delegate: string, dates: string) =>
      `${delegate} deaktif edildiği için onay vekilliği (${dates}) kaldırıldı.`,
    demotedLine: (delegate: string, dates: string) =>
      `${delegate} artık Personel rolünde olduğu için onay vekilliği (${dates}) kaldırıldı.`,
    standingPeriod: 'onaylı izinde olduğunuz günler için',
    nameAnother: 'İzinde olacağınız günler için yeni bir onay vekili belirleyebilirsiniz.',
    action: 'Profilimi Aç',
  },
});
