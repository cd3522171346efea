import { registerTranslations } from '@paydos/contract/messages/catalogue';
import type { Translation } from '@paydos/contract/messages/translation';

/*
 * Issue 26: the English of the server's own texts (its mails, its PDFs), by catalogue name. Each feature keeps its
 * Turkish texts in `<name>-texts.ts` (`catalogue('server.<feature>.<name>', {...})`) and their English in
 * `en/<name>-texts.ts` (`Translation<typeof turkish>`: a key left untranslated is a type error); they are
 * registered here, where the app is wired, beside the contract's (platform/languages.ts).
 */
const english: Readonly<Record<string, Translation<object>>> = {};

/** Called by buildApp: every answer, mail and PDF of the process can then be English. */
export function registerServerTranslations(): void {
  registerTranslations('en', english);
}
