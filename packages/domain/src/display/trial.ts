/**
 * The trial banner (product §4): days left is the time until the trial ends, rounded up to
 * whole days, never below 0; red at 3 or fewer, amber at 7 or fewer, otherwise blue.
 * Instants come as epoch milliseconds or ISO strings with a time (`trialEndsAt` is a
 * timestamp); a bare date is refused because its zone would be a guess.
 */
export type TrialBannerColor = 'red' | 'amber' | 'blue';

/** The banner's text (issue 26: English pages write theirs in, contract messages/en/domain-texts.ts). */
export const TRIAL_TEXTS = {
  expired: 'Deneme süreniz doldu!',
};
export const TRIAL_DAYS = 14;
export const TRIAL_RED_THRESHOLD_DAYS = 3;
export const TRIAL_AMBER_THRESHOLD_DAYS = 7;

const DAY_MS = 86_400_000;

function toEpochMs(instant: string | number): number {
  const ms = typeof instant === 'number' ? instant : /T\d{2}:\d{2}/.test(instant) ? Date.parse(instant) : Number.NaN;
  if (!Number.isFinite(ms)) throw new RangeError(`Geçersiz zaman damgası: ${String(instant)}`);
  return ms;
}

export function trialDaysLeft(trialEndsAt: string | number, now: string | number): number {
  return Math.max(0, Math.ceil((toEpochMs(trialEndsAt) - toEpochMs(now)) / DAY_MS));
}

export function trialBannerColor(daysLeft: number): TrialBannerColor {
  if (daysLeft <= TRIAL_RED_THRESHOLD_DAYS) return 'red';
  if (daysLeft <= TRIAL_AMBER_THRESHOLD_DAYS) return 'amber';
  return 'blue';
}

export interface TrialBanner {
  daysLeft: number;
  color: TrialBannerColor;
  expired: boolean;
  /** Pay now when expired, otherwise choose a plan. */
  action: 'pay_now' | 'choose_plan';
  /** 'Deneme süreniz doldu!' when expired. */
  expiredText: string | null;
}

export function trialBanner(daysLeft: number): TrialBanner {
  const expired = daysLeft <= 0;
  return {
    daysLeft: Math.max(0, daysLeft),
    color: trialBannerColor(daysLeft),
    expired,
    action: expired ? 'pay_now' : 'choose_plan',
    expiredText: expired ? TRIAL_TEXTS.expired : null,
  };
}
