import { ApiError, api } from '../../platform/api';
import { t } from '../../platform/messages';
import type { AvailabilityResponse, OnboardingResponse } from '@paydos/contract/onboarding';

export function checkAvailability(kind: 'email' | 'subdomain', value: string) {
  return api<AvailabilityResponse>(`/onboarding/check-${kind}`, {
    method: 'POST',
    body: { [kind]: value },
    credentials: 'none',
  });
}

/**
 * Sends the wizard in one request: JSON, or multipart (the JSON in `data`, step 4's files as `files`)
 * so that the organization and its files are created in one transaction on the server.
 */
export async function completeOnboarding(payload: unknown, files: File[]): Promise<OnboardingResponse> {
  if (files.length === 0) {
    return api<OnboardingResponse>('/onboarding/complete', {
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
  if (response.ok) return body as OnboardingResponse;
  throw new ApiError(
    response.status,
    body?.error ?? body?.message ?? t.onboarding.start.failed,
    body?.code,
    body?.fields,
  );
}
