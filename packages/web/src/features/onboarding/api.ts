import { ApiError, api } from '../../platform/api';
import { t } from '../../platform/messages';
import type { CurrentUser } from '../auth';

export type CheckResult = { available: boolean; reason?: 'reserved' | 'taken' | 'invalid'; message: string };

export function checkAvailability(kind: 'email' | 'subdomain', value: string) {
  return api<CheckResult>(`/onboarding/check-${kind}`, {
    method: 'POST',
    body: { [kind]: value },
    credentials: 'none',
  });
}

export interface OnboardingResult {
  success: true;
  data: {
    token: string;
    handoverCode: string;
    user: CurrentUser;
    organization: { id: string; subdomain: string; name: string };
  };
}

/**
 * Sends the wizard in one request: JSON, or multipart (the JSON in `data`, step 4's files as `files`)
 * so that the organization and its files are created in one transaction on the server.
 */
export async function completeOnboarding(payload: unknown, files: File[]): Promise<OnboardingResult> {
  if (files.length === 0) {
    return api<OnboardingResult>('/onboarding/complete', {
      method: 'POST',
      body: payload,
      credentials: 'none',
      redirectOnUnauthorized: false,
    });
  }
  const form = new FormData();
  form.append('data', JSON.stringify(payload));
  for (const file of files) form.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/onboarding/complete', {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, t.common.networkError);
  }
  const body = await response.json().catch(() => null);
  if (response.ok) return body as OnboardingResult;
  throw new ApiError(
    response.status,
    body?.error ?? body?.message ?? t.onboarding.start.failed,
    body?.code,
    body?.fields,
  );
}
