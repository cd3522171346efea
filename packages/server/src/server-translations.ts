import { registerTranslations } from '@paydos/contract/messages/catalogue';
import type { Translation } from '@paydos/contract/messages/translation';
import { receiptTexts } from './features/billing/en/receipt-texts';
import { leaveRecordTexts } from './features/leave-record/en/leave-record-texts';
import { leaveReportTexts } from './features/leave-report/en/leave-report-texts';
import { terminationStatementTexts } from './features/termination/en/termination-statement-texts';
import { delegationMailTexts } from './features/delegations/en/delegation-mail-texts';
import { substituteMailTexts } from './features/delegations/en/substitute-mail-texts';
import { historicalMailTexts } from './features/historical-leaves/en/historical-mail-texts';
import { invitationMailTexts } from './features/invitations/en/invitation-mail-texts';
import { leaveMailTexts } from './features/leaves/en/leave-mail-texts';
import { mailLayoutTexts } from './features/mail/en/layout-texts';
import { welcomeMailTexts } from './features/mail/en/welcome-mail-texts';
import { passwordResetMailTexts } from './features/password-reset/en/password-reset-mail-texts';
import { scheduledMailTexts } from './features/scheduled-mails/en/scheduled-mail-texts';
import { pauseMailTexts } from './features/webhooks/en/pause-mail-texts';

/*
 * Issue 26: the English of the server's own texts (its mails, its PDFs), by catalogue name. Each feature keeps its
 * Turkish texts in `<name>-texts.ts` (`catalogue('server.<feature>.<name>', {...})`) and their English in
 * `en/<name>-texts.ts` (`Translation<typeof turkish>`: a key left untranslated is a type error); they are
 * registered here, where the app is wired, beside the contract's (platform/languages.ts).
 */
const english: Readonly<Record<string, Translation<object>>> = {
  // The mails: each in its recipient's language (features/mail/mail-language.ts).
  'server.mail.layout': mailLayoutTexts,
  'server.mail.welcome': welcomeMailTexts,
  'server.leaves.mails': leaveMailTexts,
  'server.delegations.mails': delegationMailTexts,
  'server.delegations.substitute-mails': substituteMailTexts,
  'server.historical-leaves.mails': historicalMailTexts,
  'server.invitations.mail': invitationMailTexts,
  'server.password-reset.mails': passwordResetMailTexts,
  'server.scheduled-mails.mails': scheduledMailTexts,
  'server.webhooks.pause-mail': pauseMailTexts,
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
