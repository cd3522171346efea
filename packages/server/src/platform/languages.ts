import {
  catalogueTranslations,
  catalogueVersion,
  registerTranslations,
  textsIn,
} from '@paydos/contract/messages/catalogue';
import { domainLabelTranslations } from '@paydos/contract/messages/en/domain-labels';
import { domainTextTranslations } from '@paydos/contract/messages/en/domain-texts';
import { contractTranslations } from '@paydos/contract/messages/en/index';
import { leaveTypeNames } from '@paydos/contract/messages/en/leave-types';
import { reverseTranslation, type ReverseTranslation } from '@paydos/contract/messages/reverse-translation';
import {
  formatEnglishDate,
  formatEnglishDateTime,
  formatEnglishDateWithWeekday,
  formatEnglishDuration,
  leaveTypes,
} from '@paydos/domain';

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
/** A day a leave count left out: "29.10.2025 Çarşamba" (the domain's TEXT_FORMATS.dateWithWeekday). */
const TURKISH_DATE_WITH_WEEKDAY =
  /^(\d{2})\.(\d{2})\.(\d{4}) (?:Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar)$/;
/** An hourly leave's length: "1 sa 30 dk", "7 sa", "45 dk" (the domain's formatDuration). */
const TURKISH_DURATION = /^(?:(\d+) sa(?: (\d+) dk)?|(\d+) dk)$/;

/** A date the Turkish text wrote ("01.03.2026", "07.12.2026 14:05", "10.02.2026 - 16.02.2026") in the English form. */
function englishDatePiece(text: string): string | undefined {
  const date = TURKISH_DATE.exec(text);
  if (date) return formatEnglishDate(`${date[3]}-${date[2]}-${date[1]}`);
  const time = TURKISH_DATE_TIME.exec(text);
  // The Turkish text wrote Istanbul's clock; the English form writes the same clock (+03:00 all year since 2016).
  if (time) return formatEnglishDateTime(`${time[3]}-${time[2]}-${time[1]}T${time[4]}:${time[5]}:00+03:00`);
  const period = TURKISH_PERIOD.exec(text);
  if (period) return `${englishDatePiece(period[1]!)} – ${englishDatePiece(period[2]!)}`;
  const day = TURKISH_DATE_WITH_WEEKDAY.exec(text);
  if (day) return formatEnglishDateWithWeekday(`${day[3]}-${day[2]}-${day[1]}`);
  return undefined;
}

/** A length the Turkish text wrote ("1 sa 30 dk") in the English form ("1 h 30 min"). */
function englishDurationPiece(text: string): string | undefined {
  const length = TURKISH_DURATION.exec(text);
  if (!length) return undefined;
  return formatEnglishDuration(Number(length[1] ?? 0) * 60 + Number(length[2] ?? length[3] ?? 0));
}

let lookup: { version: number; translate: ReverseTranslation } | null = null;

export function englishText(text: string): string {
  if (lookup?.version !== catalogueVersion()) {
    const translate = reverseTranslation(
      [
        // The server's own catalogues (server.*: mails, PDFs) are asked for by textsIn and never reach an answer; their
        // loose shapes ("X: Y (Z)") would only match answer texts by chance.
        ...catalogueTranslations('en', (name) => !name.startsWith('server.')),
        ...domainLabelTranslations,
        ...domainTextTranslations,
        [turkishLeaveTypeNames, leaveTypeNames],
      ],
      (piece) => englishDatePiece(piece) ?? englishDurationPiece(piece),
    );
    lookup = { version: catalogueVersion(), translate };
  }
  return lookup.translate(text);
}
