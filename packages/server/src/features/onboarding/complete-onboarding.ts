import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail } from '../../platform/errors';
import { messages } from '../../platform/messages';
import { readMultipart } from '../../platform/multipart';
import { checkFileName } from '../../platform/request-fields';
import type { NewOrganization } from './create-organization';
import { onboardingPayload, type OnboardingPayload } from './schemas';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const MAX_FILES = 20;

/** A zod failure as the one error body: the first message, and every field's message. */
export function validationFailure(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fail.badRequest(error.issues[0]?.message ?? messages.badRequest, fields);
}

/**
 * Reads the wizard's request: JSON, or multipart with the JSON in a `data` field and the step-4
 * files as `files` parts (each ≤ 50 MB). Files are read fully before the transaction starts.
 */
export async function readOnboardingRequest(request: FastifyRequest): Promise<{ payload: OnboardingPayload; files: NewOrganization['files'] }> {
  let raw: unknown = request.body;
  const files: NewOrganization['files'] = [];
  if (request.isMultipart()) {
    raw = undefined;
    await readMultipart(async () => {
      for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 5 } })) {
        if (part.type === 'file') {
          checkFileName(part.filename);
          const content = await part.toBuffer();
          files.push({ fileName: part.filename.slice(0, 255) || 'dosya', contentType: part.mimetype || 'application/octet-stream', content });
        } else if (part.fieldname === 'data') {
          try {
            raw = JSON.parse(String(part.value));
          } catch {
            throw fail.badRequest(messages.onboarding.dataMissing);
          }
        }
      }
    }, messages.onboarding.fileTooLarge);
  }
  if (raw === undefined || raw === null) throw fail.badRequest(messages.onboarding.dataMissing);
  const parsed = onboardingPayload.safeParse(raw);
  if (!parsed.success) throw validationFailure(parsed.error);
  return { payload: parsed.data, files };
}

export function organizationFromWizard(payload: OnboardingPayload, files: NewOrganization['files']): NewOrganization {
  return {
    admin: { firstName: payload.firstName, lastName: payload.lastName, email: payload.email, password: payload.password, phone: payload.phone },
    organization: {
      name: payload.companyName,
      subdomain: payload.subdomain,
      description: payload.companyDescription,
      address: payload.companyAddress,
      phone: payload.phone,
      website: payload.companyWebsite,
    },
    policy: payload.policy,
    staff: payload.staffMembers,
    files,
  };
}
