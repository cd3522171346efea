import { LEAVE_DATE_TEXTS } from '@paydos/domain';

/**
 * A date check's refusal in the domain's words (LEAVE_DATE_TEXTS), read when the check fails, not when
 * the schema is made: an English page writes its texts into the record after the domain has loaded.
 */
export const dateRefusal = (text: keyof typeof LEAVE_DATE_TEXTS) => ({ error: () => LEAVE_DATE_TEXTS[text] });
