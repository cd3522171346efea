import type * as turkish from '../split-leave';
import type { Translation } from '../translation';

/**
 * Issue 24 item 2 (Law 4857 art. 56/3, Regulation art. 6; docs/leave-rules.md section 8): splitting annual leave by
 * agreement, one part at least 10 days. `splitAgreedInvalid`, a plain string export, has no English here: a
 * translation is written into the Turkish objects (catalogue.ts), and a string export is not one.
 */

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
const ordinal = (n: number) => {
  const tens = n % 100;
  const ones = n % 10;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ones === 1 ? 'st' : ones === 2 ? 'nd' : ones === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

export const splitLeave: Translation<typeof turkish.splitLeave> = {
  splitAgreementRequired: (year: string, part: number, admin: boolean) =>
    `This request splits the annual leave of the ${year} service year (${ordinal(part)} part). Annual leave can be split only by agreement between the employee and the employer (Law 4857 art. 56); ` +
    (admin
      ? 'confirm that the employee has agreed to take it in parts.'
      : 'confirm that you agree to take your leave in parts.'),
  splitNoMinimumPart: (year: string, left: string, admin: boolean) =>
    `If annual leave is split, one of the parts must be at least 10 days (Law 4857 art. 56, Regulation art. 6). The ${year} service year has no 10-day part, and the ${left} ${left === '1' ? 'day' : 'days'} left after this request are not enough for one. ` +
    (admin
      ? 'To record it anyway, enter a reason (the action is recorded).'
      : 'Request a part of at least 10 days or contact your administrator.'),
  splitOverrideAdminOnly:
    'Only someone with the Administrator role can allow split annual leave without a 10-day part, by entering a reason.',
  /** A split part's USAGE line in the ledger (leaves/split-rule.ts `withSplitPart`). */
  splitPart: (year: string, part: number, agreedAt: string, overrideReason: string | null) =>
    `${ordinal(part)} part of the annual leave of the ${year} service year (split leave, Law 4857 art. 56); employee's agreement to split: ${agreedAt}` +
    (overrideReason ? `; 10-day part requirement overridden with the administrator's reason: ${overrideReason}` : ''),
};
