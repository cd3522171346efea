import { t } from '../../platform/messages';
import type { Subscription } from './api';
import { formatInstantDate } from '../../platform/format-dates';

const m = t.organizations;
/** An instant as its Istanbul calendar date, dd.MM.yyyy (product §D1). */

/** The plan and its end in one line: "Deneme · 07.12.2026 tarihine kadar", "Ücretli (yıllık) · …". */
export function planSummary(
  subscription: Subscription | null,
  now = new Date(),
): { label: string; detail: string | null; tone: 'brand' | 'amber' | 'green' | 'neutral' } {
  if (!subscription) return { label: m.plans.NONE, detail: null, tone: 'neutral' };
  if (subscription.status === 'TRIAL') {
    const ends = formatInstantDate(subscription.trialEndsAt);
    return subscription.isTrialActive
      ? { label: m.plans.TRIAL, detail: m.until(ends), tone: 'brand' }
      : { label: m.plans.TRIAL_ENDED, detail: m.ended(ends), tone: 'amber' };
  }
  if (subscription.status === 'ACTIVE') {
    const billing = subscription.billingType ? ` (${m.billing[subscription.billingType]})` : '';
    const end = subscription.currentPeriodEndsAt;
    const detail = end
      ? new Date(end) > now
        ? m.until(formatInstantDate(end))
        : m.ended(formatInstantDate(end))
      : null;
    return { label: `${m.plans.ACTIVE}${billing}`, detail, tone: 'green' };
  }
  return { label: m.plans.CANCELLED, detail: null, tone: 'neutral' };
}
