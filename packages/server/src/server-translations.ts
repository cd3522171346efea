import { registerTranslations } from '@paydos/contract/messages/catalogue';
import type { Translation } from '@paydos/contract/messages/translation';
import { receiptTexts } from './features/billing/en/receipt-texts';
import { leaveRecordTexts } from './features/leave-record/en/leave-record-texts';
import { leaveReportTexts } from './features/leave-report/en/leave-report-texts';
import { terminationStatementTexts } from './features/termination/en/termination-statement-texts';

/*
 * Issue 26: the English of the server's own texts (its mails, its PDFs), by catalogue name. Each feature keeps its
 * Turkish texts in `<name>-texts.ts` (`catalogue('server.<feature>.<name>', {...})`) and their English in
 * `en/<name>-texts.ts` (`Translation<typeof turkish>`: a key left untranslated is a type error); they are
 * registered here, where the app is wired, beside the contract's (platform/languages.ts).
 */
const english: Readonly<Record<string, Translation<object>>> = {
  // The PDFs: a PDF is written in its reader's language (the route passes request.language).
  'server.leave-report.leave-report': leaveReportTexts,
  'server.leave-record.leave-record': leaveRecordTexts,
  'server.termination.termination-statement': terminationStatementTexts,
  'server.billing.receipt': receiptTexts,
};

/** Called by buildApp: every answer, mail and PDF of the process can then be English. */
export function registerServerTranslations(): void {
  registerTranslations('en', english);
}
