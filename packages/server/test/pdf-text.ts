import { PDFParse } from 'pdf-parse';

/** The text of a generated PDF, as a reader's copy-paste would give it: what a test checks a document says. */
export async function pdfText(body: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
