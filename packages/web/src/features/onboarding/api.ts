import { api } from '../../platform/api';
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
export function completeOnboarding(payload: unknown, files: File[]): Promise<OnboardingResult> {
  let body: unknown = payload;
  if (files.length > 0) {
    const form = new FormData();
    form.append('data', JSON.stringify(payload));
    for (const file of files) form.append('files', file, file.name);
    body = form;
  }
  return api<OnboardingResult>('/onboarding/complete', {
    method: 'POST',
    body,
    credentials: 'none',
    redirectOnUnauthorized: false,
  });
}
