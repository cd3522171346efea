import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { receiveUpload, type UploadRules } from '../../platform/multipart';
import { checkFileName, uploadedFile } from '../data-uploads';
import type { NewOrganization } from './create-organization';
import { onboardingPayloadWith, type OnboardingPayload } from '@paydos/contract/onboarding';
import { strongPasswordField } from '../../platform/passwords';

/**
 * Step 4 during sign-up, before anyone has logged in: far below the 50 MB of the data-uploads
 * page (docs/SECURITY.md "Uploads"); bigger or more files go there after the wizard.
 */
export const onboardingUploadRules: UploadRules = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 10 * 1024 * 1024,
  maxFields: 2,
  // 200 staff members of the wizard fit well within it.
  maxFieldBytes: 256 * 1024,
  tooLarge: messages.onboarding.fileTooLarge,
  tooMany: messages.onboarding.tooManyFiles,
};

/** The wizard's payload as the server checks it: the contract's, with the password's strength rule. */
export const onboardingRequest = onboardingPayloadWith(strongPasswordField('password'));

/** A zod failure as the one error body: the first message, and every field's message. */
export function validationFailure(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fail.badRequest(error.issues[0]?.message ?? messages.badRequest, fields);
}

/**
 * Reads the wizard's request: JSON, or multipart with the JSON in a `data` field FIRST and the
 * step-4 files after it as `files` parts. The `data` field is parsed and validated as soon as it
 * arrives: a file before it, broken JSON or an invalid payload is a 400 before any file byte is
 * read; the files are read within onboardingUploadRules before the transaction starts.
 */
export async function readOnboardingRequest(
  request: FastifyRequest,
): Promise<{ payload: OnboardingPayload; files: NewOrganization['files'] }> {
  if (!request.isMultipart()) return { payload: validPayload(request.body), files: [] };
  let payload: OnboardingPayload | undefined;
  const received = await receiveUpload(request, onboardingUploadRules, {
    field: (name, value) => {
      if (name !== 'data' || payload) throw fail.badRequest(messages.input.unknownField(name));
      payload = validPayload(parseJson(value));
    },
    file: (part) => {
      if (!payload) throw fail.badRequest(messages.onboarding.dataMissing);
      checkFileName(part.fileName);
    },
  });
  if (!payload) throw fail.badRequest(messages.onboarding.dataMissing);
  return { payload, files: received.map(uploadedFile) };
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw fail.badRequest(messages.onboarding.dataMissing);
  }
}

function validPayload(raw: unknown): OnboardingPayload {
  if (raw === undefined || raw === null) throw fail.badRequest(messages.onboarding.dataMissing);
  const parsed = onboardingRequest.safeParse(raw);
  if (!parsed.success) throw validationFailure(parsed.error);
  return parsed.data;
}

export function organizationFromWizard(payload: OnboardingPayload, files: NewOrganization['files']): NewOrganization {
  return {
    admin: {
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email,
      password: payload.password,
      phone: payload.phone,
    },
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
