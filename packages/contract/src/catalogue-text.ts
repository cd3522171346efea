import { z } from 'zod';

/*
 * Issue 26: a response field whose text comes from the message catalogues (a step's label, a leave type's name, a
 * status), as opposed to what people wrote (a reason, a name). The server answers it in the request's language
 * (packages/server/src/platform/answer-language.ts); what people wrote is never translated.
 */
const catalogueTexts = new WeakSet<object>();

export function catalogueText() {
  const schema = z.string();
  catalogueTexts.add(schema);
  return schema;
}

export const isCatalogueText = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && catalogueTexts.has(schema);
