import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, storedFiles } from '../../db/schema';
import { AppError, fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import type { TenantScope } from '../../platform/tenant-scope';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

/**
 * Reads the uploaded logo (inside `readMultipart`, which maps the parser's refusals), refusing it once more than 5 MB has streamed in (multipart's own
 * limit stops reading there), and decides its type by content, not by name or declared type
 * (decisions §6): a PNG called .gif is stored as PNG, a text file called .png is refused.
 */
export async function readLogo(file: MultipartFile | undefined) {
  if (!file) throw fail.badRequest(messages.organization.logoRequired);
  const buffer = await file.toBuffer();
  if (file.file.truncated || buffer.length > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', messages.organization.logoTooLarge);
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !LOGO_TYPES.has(type.mime)) throw fail.badRequest(messages.organization.logoType);
  return { buffer, contentType: type.mime };
}

/** Stores the logo and points the organization at it; the previous logo's bytes are deleted. */
export async function saveLogo(db: Database, scope: TenantScope, logo: { buffer: Buffer; contentType: string }) {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ logoFileId: organizations.logoFileId }).from(organizations).where(eq(organizations.id, scope.organizationId)).for('update');
    const [stored] = await tx
      .insert(storedFiles)
      .values({
        organizationId: scope.organizationId,
        contentType: logo.contentType,
        byteSize: logo.buffer.length,
        sha256: createHash('sha256').update(logo.buffer).digest('hex'),
        content: logo.buffer,
      })
      .returning({ id: storedFiles.id });
    await tx.update(organizations).set({ logoFileId: stored!.id, updatedAt: new Date() }).where(eq(organizations.id, scope.organizationId));
    if (previous?.logoFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, previous.logoFileId));
    return stored!.id;
  });
}

/** The bytes of the organization's current logo, or null. */
export async function loadLogo(db: Database, logoFileId: string | null) {
  if (!logoFileId) return null;
  const [file] = await db
    .select({ contentType: storedFiles.contentType, content: storedFiles.content })
    .from(storedFiles)
    .where(eq(storedFiles.id, logoFileId))
    .limit(1);
  return file ?? null;
}
