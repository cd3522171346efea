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
import { leaveTypes } from '@paydos/domain';

/*
 * Issue 26: the server's languages. The contract's English is registered here; a feature's own texts (its mails, its
 * PDFs) register theirs beside them. `textsIn(language, catalogue)` gives a catalogue in a language (a mail in its
 * recipient's, a PDF in its reader's); `englishText` finds the English of a finished Turkish text (answer-language.ts).
 */
registerTranslations('en', contractTranslations);

export { textsIn };

const turkishLeaveTypeNames = Object.fromEntries(leaveTypes.map((type) => [type.code, type.name]));

let lookup: { version: number; translate: ReverseTranslation } | null = null;

export function englishText(text: string): string {
  if (lookup?.version !== catalogueVersion()) {
    const translate = reverseTranslation([
      ...catalogueTranslations('en'),
      ...domainLabelTranslations,
      [turkishLeaveTypeNames, leaveTypeNames],
    ]);
    lookup = { version: catalogueVersion(), translate };
  }
  return lookup.translate(text);
}
