import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
// pdfmake is CommonJS and exports one instance; require keeps its methods bound as documented.
const pdfmake = require('pdfmake') as typeof import('pdfmake');

/**
 * Roboto TTF from pdfmake's own package, embedded in every PDF: it has every Turkish letter
 * (ğ, ş, ı, İ…), which the 14 standard PDF fonts do not. Only these files may be read from
 * disk and nothing from the network.
 */
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const roboto = {
  normal: path.join(fontDir, 'Roboto-Regular.ttf'),
  bold: path.join(fontDir, 'Roboto-Medium.ttf'),
  italics: path.join(fontDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
};
const allowed = new Set(Object.values(roboto));
pdfmake.setFonts({ Roboto: roboto });
pdfmake.setLocalAccessPolicy((file) => allowed.has(path.resolve(file)));
pdfmake.setUrlAccessPolicy(() => false);

/** Renders a document with the embedded Roboto font. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf({ ...definition, defaultStyle: { font: 'Roboto', ...definition.defaultStyle } }).getBuffer();
}
