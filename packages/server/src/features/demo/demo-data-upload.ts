import { createHash } from 'node:crypto';
import { addDays, formatTurkishDate, type CalendarDate } from '@paydos/domain';
import type { Transaction } from '../../db/client';
import type { TenantScope } from '../../platform/tenant-scope';
import { storeUpload } from '../data-uploads';

/** The demo's past-leave file: last year's leave as a company would export it, sent two days ago and still pending (Bekliyor). */
export function demoUploadFileName(today: CalendarDate) {
  return `gecmis-izinler-${Number(today.slice(0, 4)) - 1}.csv`;
}

export async function writeDemoUpload(tx: Transaction, scope: TenantScope, adminId: string, today: CalendarDate) {
  const year = Number(today.slice(0, 4)) - 1;
  const rows = [
    ['Ad Soyad', 'İzin Türü', 'Başlangıç', 'Bitiş', 'Gün'],
    ['Emre Şahin', 'Yıllık İzin', `${year}-07-14`, `${year}-07-25`, '10'],
    ['Zeynep Kaya', 'Yıllık İzin', `${year}-08-18`, `${year}-08-22`, '5'],
    ['Burak Öztürk', 'Hastalık İzni (SGK Raporlu)', `${year}-03-10`, `${year}-03-12`, '3'],
    ['Elif Çelik', 'Evlilik', `${year}-09-01`, `${year}-09-03`, '3'],
  ].map((cells) => cells.map((c) => (/^\d{4}-\d{2}-\d{2}$/.test(c) ? formatTurkishDate(c) : c)).join(';'));
  // UTF-8 with a byte-order mark and `;` separators, as Turkish Excel writes CSV.
  const content = Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`, 'utf8');
  const uploadedAt = new Date(`${addDays(today, -2)}T10:15:00+03:00`);
  await storeUpload(
    tx,
    scope,
    adminId,
    {
      fileName: demoUploadFileName(today),
      contentType: 'text/csv',
      content,
      sha256: createHash('sha256').update(content).digest('hex'),
    },
    uploadedAt,
  );
}
