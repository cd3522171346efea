import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, storedFiles } from '../../db/schema';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { receiveUpload, releaseUpload, type UploadRules } from '../../platform/multipart';
import { reserveStorage } from '../../platform/storage-quota';
import { insertStoredFile, readStoredFile } from '../../platform/stored-files';
import { ownOrganization, type TenantScope } from '../../platform/tenant-scope';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
/** One `logo` file of at most 5 MB (product §5, §D6); a few text fields are tolerated. */
export const logoRules: UploadRules = {
  maxFiles: 1,
  maxFileBytes: LOGO_MAX_BYTES,
  maxTotalBytes: LOGO_MAX_BYTES,
  maxFields: 5,
  maxFieldBytes: 1024,
  tooLarge: messages.organization.logoTooLarge,
  tooMany: messages.organization.logoOne,
};

/**
 * Reads the uploaded logo as it streams in (platform/multipart: the first byte past 5 MB is a
 * 413, nothing after it is read), and decides its type by content, not by name or declared type
 * (product §D6): a PNG called .gif is stored as PNG, a text file called .png is refused.
 */
export async function readLogo(request: FastifyRequest) {
  if (!request.isMultipart()) throw fail.badRequest(messages.organization.logoRequired);
  const [file] = await receiveUpload(request, logoRules, {
    file: (part) => {
      if (part.fieldName !== 'logo') throw fail.badRequest(messages.organization.logoRequired);
    },
  });
  if (!file) throw fail.badRequest(messages.organization.logoRequired);
  const type = await fileTypeFromBuffer(file.content);
  if (!type || !LOGO_TYPES.has(type.mime)) {
    releaseUpload([file]);
    throw fail.badRequest(messages.organization.logoType);
  }
  return { buffer: file.content, sha256: file.sha256, contentType: type.mime, reusable: file };
}

/** Stores the logo and points the organization at it; the previous logo's bytes are deleted. */
export async function saveLogo(
  db: Database,
  scope: TenantScope,
  logo: { buffer: Buffer; sha256: string; contentType: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ logoFileId: organizations.logoFileId })
      .from(organizations)
      .where(ownOrganization(scope))
      .for('update');
    const [previousFile] = previous?.logoFileId
      ? await tx
          .select({ byteSize: storedFiles.byteSize })
          .from(storedFiles)
          .where(eq(storedFiles.id, previous.logoFileId))
      : [];
    // Within the organization's storage quota, the logo it replaces given back.
    await reserveStorage(tx, scope.organizationId, logo.buffer.length, previousFile?.byteSize ?? 0);
    const id = await insertStoredFile(tx, {
      organizationId: scope.organizationId,
      contentType: logo.contentType,
      content: logo.buffer,
      sha256: logo.sha256,
    });
    await tx.update(organizations).set({ logoFileId: id, updatedAt: now }).where(ownOrganization(scope));
    if (previous?.logoFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, previous.logoFileId));
    return id;
  });
}

/** The bytes of the organization's current logo, or null. */
export async function loadLogo(db: Database, logoFileId: string | null) {
  return logoFileId ? readStoredFile(db, logoFileId) : null;
}
