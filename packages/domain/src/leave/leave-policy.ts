import type { Weekday } from '../calendar/calendar-date';
import { DEFAULT_POLICY_DESCRIPTION, normalizeWorkingDays, readRanges, type TenureBand } from './leave-policy-fields';
import { TEXT_LIMITS } from '../display/text-limits';
import { LeavePolicyError } from './leave-policy-error';
import { LEAVE_POLICY_TEXTS } from './leave-policy-texts';

/**
 * An organization's leave policy (product §3 `leavePolicyJson`): annual leave days per tenure
 * band, the working days of the week (0 = Sunday) and a free description.
 * This is also the shape the server stores, so parseLeavePolicy accepts its own output.
 */
export interface LeavePolicy {
  ranges: Record<TenureBand, number>;
  workingDays: Weekday[];
  description: string;
}

/** Product §9 defaults: 0, 14, 20, 26 days; Monday to Friday. */
export const DEFAULT_LEAVE_POLICY: Readonly<LeavePolicy> = Object.freeze({
  ranges: Object.freeze({ '0-1': 0, '1-5': 14, '5-15': 20, '15+': 26 }),
  workingDays: Object.freeze([1, 2, 3, 4, 5]) as Weekday[],
  description: DEFAULT_POLICY_DESCRIPTION,
});

/**
 * Input limits per product §5. The organization editor allows 0 to 50 in every band; the
 * onboarding wizard allows 0 to 30 for 0-1 and 14 to 30 for the others.
 */
export type PolicyLimits = 'organization' | 'onboarding';

export interface ParseLeavePolicyOptions {
  limits?: PolicyLimits;
}

/**
 * Reads `leavePolicyJson` (a JSON string, or an already parsed object, or null/empty for
 * the defaults) into a LeavePolicy. Missing fields take the defaults; out-of-range values
 * are refused with a LeavePolicyError carrying a Turkish message. Accepted range shapes:
 * `{ "0-1": 0, ... }`, `{ "0-1": { "days": 0 } }` or `[{ "range": "0-1", "days": 0 }]`
 * (also `key`/`label`, or `minYears`/`maxYears`).
 */
export function parseLeavePolicy(json: unknown, options: ParseLeavePolicyOptions = {}): LeavePolicy {
  let raw: unknown = json;
  if (typeof json === 'string') {
    if (json.trim() === '') raw = null;
    else {
      try {
        raw = JSON.parse(json);
      } catch {
        throw new LeavePolicyError(LEAVE_POLICY_TEXTS.notJson, 'json');
      }
    }
  }
  if (raw === null || raw === undefined) return copyPolicy(DEFAULT_LEAVE_POLICY);
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new LeavePolicyError(LEAVE_POLICY_TEXTS.notObject, 'json');
  }
  const record = raw as Record<string, unknown>;
  const ranges = readRanges(record.ranges, DEFAULT_LEAVE_POLICY.ranges, options.limits ?? 'organization');
  const workingDays =
    record.workingDays === undefined || record.workingDays === null
      ? [...DEFAULT_LEAVE_POLICY.workingDays]
      : normalizeWorkingDays(record.workingDays, 'sunday-zero');
  const description = record.description;
  if (description !== undefined && description !== null && typeof description !== 'string') {
    throw new LeavePolicyError(LEAVE_POLICY_TEXTS.descriptionNotText, 'description');
  }
  // Entered text (the editor, the wizard) has the limit the form's counter shows; a stored policy is read as it is.
  if (options.limits && typeof description === 'string' && description.length > TEXT_LIMITS.policyDescription) {
    throw new LeavePolicyError(LEAVE_POLICY_TEXTS.descriptionTooLong(TEXT_LIMITS.policyDescription), 'description');
  }
  return { ranges, workingDays, description: description?.trim() ? description : DEFAULT_POLICY_DESCRIPTION };
}

/** Like parseLeavePolicy, without throwing. */
export function safeParseLeavePolicy(
  json: unknown,
  options: ParseLeavePolicyOptions = {},
): { ok: true; policy: LeavePolicy } | { ok: false; error: LeavePolicyError } {
  try {
    return { ok: true, policy: parseLeavePolicy(json, options) };
  } catch (error) {
    if (error instanceof LeavePolicyError) return { ok: false, error };
    throw error;
  }
}

/** The JSON string to store in `leavePolicyJson`. */
export function serializeLeavePolicy(policy: LeavePolicy): string {
  return JSON.stringify(parseLeavePolicy(policy));
}

/** Onboarding wizard days (1 = Monday ... 7 = Sunday) to policy days (0 = Sunday). */
export function workingDaysFromWizard(days: unknown): Weekday[] {
  return normalizeWorkingDays(days, 'monday-one');
}

/** Policy days (0 = Sunday) to the wizard's (1 = Monday ... 7 = Sunday), Monday first. */
export function workingDaysToWizard(days: readonly Weekday[]): number[] {
  return normalizeWorkingDays(days, 'sunday-zero')
    .map((d) => (d === 0 ? 7 : d))
    .sort((a, b) => a - b);
}

function copyPolicy(policy: Readonly<LeavePolicy>): LeavePolicy {
  return { ranges: { ...policy.ranges }, workingDays: [...policy.workingDays], description: policy.description };
}
