import { api } from '../../platform/api';
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
export function completeOnboarding(payload: unknown, files: File[]): Promise<OnboardingResponse> {
  let body: unknown = payload;
  if (files.length > 0) {
    const form = new FormData();
    form.append('data', JSON.stringify(payload));
    for (const file of files) form.append('files', file, file.name);
    body = form;
  }
  return api<OnboardingResponse>('/onboarding/complete', {
    method: 'POST',
    body,
    credentials: 'none',
    redirectOnUnauthorized: false,
  });
}
