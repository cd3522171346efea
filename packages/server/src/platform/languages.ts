import {
  catalogueTranslations,
  catalogueVersion,
  registerTranslations,
  textsIn,
} from '@paydos/contract/messages/catalogue';
import { domainLabelTranslations } from '@paydos/contract/messages/en/domain-labels';
import { contractTranslations } from '@paydos/contract/messages/en/index';
import { leaveTypeNames } from '@paydos/contract/messages/en/leave-types';
import { reverseTranslation, type ReverseTranslation } from '@paydos/contract/messages/reverse-translation';
import { formatEnglishDate, formatEnglishDateTime, leaveTypes } from '@paydos/domain';

/*
 * Issue 26: the server's languages. The contract's English is registered here; a feature's own texts (its mails, its
 * PDFs) register theirs beside them. `textsIn(language, catalogue)` gives a catalogue in a language (a mail in its
 * recipient's, a PDF in its reader's); `englishText` finds the English of a finished Turkish text (answer-language.ts).
 */
registerTranslations('en', contractTranslations);

export { textsIn };

const turkishLeaveTypeNames = Object.fromEntries(leaveTypes.map((type) => [type.code, type.name]));

const TURKISH_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const TURKISH_DATE_TIME = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;
const TURKISH_PERIOD = /^(\d{2}\.\d{2}\.\d{4}) - (\d{2}\.\d{2}\.\d{4})$/;

/** A date the Turkish text wrote ("01.03.2026", "07.12.2026 14:05", "10.02.2026 - 16.02.2026") in the English form. */
function englishDatePiece(text: string): string | undefined {
  const date = TURKISH_DATE.exec(text);
  if (date) return formatEnglishDate(`${date[3]}-${date[2]}-${date[1]}`);
  const time = TURKISH_DATE_TIME.exec(text);
  // The Turkish text wrote Istanbul's clock; the English form writes the same clock (+03:00 all year since 2016).
  if (time) return formatEnglishDateTime(`${time[3]}-${time[2]}-${time[1]}T${time[4]}:${time[5]}:00+03:00`);
  const period = TURKISH_PERIOD.exec(text);
  if (period) return `${englishDatePiece(period[1]!)} – ${englishDatePiece(period[2]!)}`;
  return undefined;
}

let lookup: { version: number; translate: ReverseTranslation } | null = null;

export function englishText(text: string): string {
  if (lookup?.version !== catalogueVersion()) {
    const translate = reverseTranslation(
      [...catalogueTranslations('en'), ...domainLabelTranslations, [turkishLeaveTypeNames, leaveTypeNames]],
      englishDatePiece,
    );
    lookup = { version: catalogueVersion(), translate };
  }
  return lookup.translate(text);
}
