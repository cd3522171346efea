import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from './pdf-fonts';

/** The texts a signed record prints around its own content. */
export interface SignedRecordTexts {
  title: string;
  legalBasis: string;
  signatureEmployee: string;
  signatureEmployer: string;
  signatureDate: string;
  generatedOn(date: string): string;
}

/**
 * The layout of a record the employee and the employer sign (the leave record of Yönetmelik md. 20,
 * the termination statement of 4857 md. 59): the title and its legal basis, a table of facts, the
 * record's own content, the two signature lines and the date it was made, in the embedded font.
 * A translation (issue 26) says under its legal basis that the Turkish record is the legal one.
 */
export function renderSignedRecord(input: {
  texts: SignedRecordTexts;
  /** The document's title in its properties (the title and whose record it is). */
  documentTitle: string;
  facts: Array<[string, string]>;
  content: Content[];
  /** The date it is made, formatted in the document's language. */
  issuedOn: string;
  /** Only on a translation: the Turkish version is the legal record. */
  translationNote?: string;
}): Promise<Buffer> {
  const { texts, facts } = input;
  // The two signature blocks side by side, row by row: a label on two lines (an English one) keeps both lines level.
  const both = (cell: (label: string) => Content): Content[] => [
    cell(texts.signatureEmployee),
    '',
    cell(texts.signatureEmployer),
  ];
  const none = () => 0;
  const definition: TDocumentDefinitions = {
    info: { title: input.documentTitle, author: 'Paydos' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    content: [
      { text: texts.title, style: 'h1' },
      { text: texts.legalBasis, style: 'note' },
      ...(input.translationNote
        ? [{ text: input.translationNote, style: 'note', bold: true, color: '#9a3412' } satisfies Content]
        : []),
      {
        table: { widths: ['auto', '*'], body: facts.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'lightHorizontalLines',
        margin: [0, 10, 0, 14],
      },
      ...input.content,
      {
        // Both signature blocks on one page.
        unbreakable: true,
        margin: [0, 36, 0, 0],
        stack: [
          {
            table: {
              widths: ['*', 40, '*'],
              body: [
                both((label) => ({ text: label, bold: true })),
                both(() => ({ text: '\n\n\n______________________________' })),
                both(() => ({ text: texts.signatureDate, margin: [0, 6, 0, 0] })),
              ],
            },
            layout: {
              defaultBorder: false,
              hLineWidth: none,
              vLineWidth: none,
              paddingLeft: none,
              paddingRight: none,
              paddingTop: none,
              paddingBottom: none,
            },
          },
        ],
      },
    ],
    footer: () => ({
      text: texts.generatedOn(input.issuedOn),
      alignment: 'center',
      fontSize: 8,
      color: '#64748b',
    }),
    styles: {
      h1: { fontSize: 16, bold: true, color: '#0f766e' },
      h3: { fontSize: 12, bold: true, margin: [0, 4, 0, 4] },
      note: { fontSize: 8, color: '#475569', margin: [0, 2, 0, 0] },
      th: { bold: true, fillColor: '#f1f5f9' },
    },
    defaultStyle: { fontSize: 10 },
  };
  return renderPdf(definition);
}
