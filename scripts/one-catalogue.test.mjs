// Issue 22 item 2: a text that both the server and the web show is written once, in the contract's
// catalogue (packages/contract/src/messages/), and the web's catalogue reads it from there; a text only
// one side shows stays in that side's catalogue. Reads the catalogues' source: a reference such as
// `fieldsShared.email` is one definition, a second literal with the same words is a copy.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textsOfFolder } from './catalogue-texts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const contractTexts = textsOfFolder(path.join(root, 'packages/contract/src/messages'));
const webTexts = textsOfFolder(path.join(root, 'packages/web/src/platform/messages'));

/** One-word headings that name different things on each side: the same word, not the same text. */
const SAME_WORD = new Map([
  ['Personel', 'a column heading of the web’s lists and of the server’s reports'],
  ['Organizasyon', 'a page title and menu entry on the web, a report heading on the server'],
  ['Durum', 'the status column of every web list and of the server’s reports'],
  ['Gün', 'the days column of web tables and of the server’s reports'],
  ['Dönem', 'the payments table on the web, the receipt and reports on the server'],
  ['Plan', 'the plan column on the web, the receipt and the plan field on the server'],
  ['Toplam', 'a total row on the web and in the server’s Excel report'],
  ['Başlangıç', 'short column headings of different tables'],
  ['Bitiş', 'short column headings of different tables'],
  ['İşlem', 'the audit log’s column on the web, a field name on the server'],
  ['Ay', 'the month column of the operator’s metrics, a field name on the server'],
  ['Deaktif', 'a person’s state badge on the web, the Excel report’s mark on the server'],
]);

/** Web texts that only look like a server text (`where` in the web catalogue). */
const SAME_WORDS_OTHER_MEANING = new Map([
  ['organizationPage.subdomain', '“Adres” is the organization’s web address here, not its postal address'],
  ['onboarding.start.address', '“Adres” is the new organization’s web address here, not a postal address'],
  ['teamCalendar.legend', '“Açıklama” is the calendar’s legend here, not a description field'],
  ['audit.fields.name', '“Ad” is any record’s name here (an organization’s, a coupon’s), not a first name'],
]);

describe('issue 22 item 2: one message catalogue per text', () => {
  it('no text is written both in the contract’s catalogue and in the web’s', () => {
    const inContract = new Map(contractTexts.map(({ where, text }) => [text, where]));
    const copies = webTexts
      .filter(({ text }) => inContract.has(text) && !SAME_WORD.has(text))
      .filter(({ where }) => !SAME_WORDS_OTHER_MEANING.has(where))
      .map(({ file, where, text }) => `${path.basename(file)} ${where}: "${text}" (contract: ${inContract.get(text)})`);
    expect(copies, 'read these from @paydos/contract/messages/* instead of copying them').toEqual([]);
  });

  it('every allowed coincidence still occurs (the lists do not outlive their reason)', () => {
    const contract = new Set(contractTexts.map(({ text }) => text));
    const stale = [
      ...[...SAME_WORD.keys()].filter((text) => !contract.has(text) || !webTexts.some((w) => w.text === text)),
      ...[...SAME_WORDS_OTHER_MEANING.keys()].filter(
        (where) => !webTexts.some((w) => w.where === where && contract.has(w.text)),
      ),
    ];
    expect(stale).toEqual([]);
  });
});
