import { leaveReportShared } from '@paydos/contract/messages/leaves';
import { catalogue } from '@paydos/contract/messages/catalogue';

/** A person's leave report as a PDF (product §1 "PDF personal reports", product §D5): its headings and labels. */
export const leaveReportTexts = /* @__PURE__ */ catalogue('server.leave-report.leave-report', {
  ...leaveReportShared,
  title: 'İzin Raporu',
  employee: 'Personel',
  organization: 'Organizasyon',
  role: 'Rol',
  startDate: 'İşe giriş tarihi',
  period: 'Dönem',
  noPeriod: 'Kayıtlı izin yok',
  generatedOn: 'Rapor tarihi',
  balanceTitle: 'Yıllık İzin Bakiyesi',
  total: 'Toplam hak',
  used: 'Kullanılan',
  remaining: 'Kalan',
  /** A formatted day count with its unit: "17 gün". */
  dayCount: (days: string) => `${days} gün`,
  leavesTitle: 'İzin Kayıtları',
  colType: 'İzin türü',
  colStart: 'Başlangıç',
  colEnd: 'Bitiş',
  colDays: 'Gün',
  colStatus: 'Durum',
  noLeaves: 'Bu personelin henüz bir izin kaydı yok.',
  /** An annual leave's unpaid travel days beside its days (4857 md. 56/4): "5 + 2 gün yol izni (Trabzon)". */
  withTravel: (days: string, travelDays: string, destination: string | null) =>
    `${days} + ${travelDays} gün yol izni${destination ? ` (${destination})` : ''}`,
} as const);
