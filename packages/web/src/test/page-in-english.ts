import { setDisplayFormats } from '../platform/format-state';
import { englishFormats } from '../platform/messages/en/formats';
import { setPageLanguage } from '../platform/page-language';

/**
 * A component test's page in English formats (issue 26) without the English texts (they would be written into the
 * Turkish catalogue that every test of this worker shares). `pageInTurkish` puts it back.
 */
export function pageInEnglishFormats(): void {
  setPageLanguage('en');
  setDisplayFormats(englishFormats);
}

export function pageInTurkish(): void {
  setPageLanguage('tr');
  setDisplayFormats(null);
}
