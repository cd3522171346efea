import { scopeOfOrganization } from '../../platform/tenant-scope';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { dataUploads } from '../../db/schema';
import { storeUpload } from '../data-uploads';
import { at, DAY, DEMO_COMPANIES } from './demo-operator-companies';
import { companyIndexOf, type ShopWindow } from './demo-operator-people';

/** Two past-leave files for the operator's uploads list: Ege's waiting, Kuzey's completed with a note (audited). */
export async function writeDemoUploads(tx: Transaction, { orgId, adminOf }: ShopWindow, now: number) {
  const ege = companyIndexOf('ege-gida');
  const kuzey = companyIndexOf('kuzey-lojistik');
  await demoFile(tx, orgId(DEMO_COMPANIES[ege]!), adminOf(ege).id, 'izin-kayitlari-2025.xlsx', at(now, 3, 15));
  const completedAt = at(now, 10, 40);
  const completedId = await demoFile(
    tx,
    orgId(DEMO_COMPANIES[kuzey]!),
    adminOf(kuzey).id,
    'gecmis-izinler-kuzey.csv',
    at(now, 12, 5),
  );
  const notes = 'Kayıtlar Paydos’a aktarıldı; 3 satırdaki eksik bitiş tarihleri şirketle teyit edildi.';
  await tx
    .update(dataUploads)
    .set({ isCompleted: true, completedAt, scheduledDeleteAt: new Date(completedAt.getTime() + 30 * DAY), notes })
    .where(eq(dataUploads.id, completedId));

  return { completedId, completedAt, notes };
}

async function demoFile(tx: Transaction, organizationId: string, adminId: string, fileName: string, uploadedAt: Date) {
  const content = Buffer.from(
    '\uFEFFAd Soyad;İzin Türü;Başlangıç;Bitiş;Gün\r\nÖrnek Kişi;Yıllık İzin;03.03.2025;07.03.2025;5\r\n',
    'utf8',
  );
  const contentType = fileName.endsWith('.csv')
    ? 'text/csv'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return storeUpload(
    tx,
    scopeOfOrganization(organizationId),
    adminId,
    { fileName, contentType, content, sha256: createHash('sha256').update(content).digest('hex') },
    uploadedAt,
  );
}
