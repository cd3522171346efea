import { monthlyReportShared } from '@paydos/contract/messages/leaves';
import { catalogue } from '@paydos/contract/messages/catalogue';

/** The monthly report (product §1, §6, §8). */
export const reportMessages = /* @__PURE__ */ catalogue('reports', {
  monthlyReport: {
    title: 'Aylık Rapor',
    subtitle:
      'Her ay için onaylı izinler: kimin hangi günler izinde olduğu, izin türleri ve toplamlar. Bir ayı açıp CSV veya Excel puantajı olarak indirebilirsiniz.',
    monthsTitle: 'Aylar',
    monthsDescription: 'Bir aya tıklayarak raporunu açın; açık aya tekrar tıklamak kapatır.',
    noMonths: 'Henüz rapor alınabilecek bir ay yok.',
    currentMonth: 'Bu ay',
    loadError: 'Rapor yüklenirken hata oluştu',
    employeesOnLeave: 'İzinli personel',
    totalLeaveDays: monthlyReportShared.totalLeaveDays,
    byType: 'Türlere göre izin günleri',
    noLeave: monthlyReportShared.noLeave,
    tableLabel: 'Personelin bu aydaki izinleri',
    colEmployee: 'Personel',
    colDepartment: monthlyReportShared.department,
    colLeaves: 'İzin günleri',
    colTotal: 'Toplam',
    inactive: 'Deaktif',
    days: (n: string) => `${n} gün`,
    downloadCsv: 'CSV indir',
    downloadXlsx: 'Excel puantajı indir',
    downloadPayroll: 'SGK bordro dosyası (CSV) indir',
    downloadDone: 'Dosya indirildi.',
    downloadError: 'Dosya indirilemedi. Lütfen tekrar deneyin.',
  },
} as const);
