import type { leaveDocumentMessages as turkish } from '../leave-documents';
import type { Translation } from '@paydos/contract/messages/translation';
import { formatCount } from '../../format-numbers';

/**
 * Proof documents of a leave (issue 24 item 5): the SGK report, a marriage certificate. Not part of `t`:
 * only the leave pages load these texts (the bundle budgets hold the first load).
 */
export const leaveDocumentMessages: Translation<typeof turkish> = {
  field: 'Attach a document (optional)',
  fieldHint:
    'Such as an SGK raporu (sick note), a marriage certificate or a death certificate. PDF, JPEG or PNG; up to 10 MB. Only you and HR can see it.',
  chosen: (name: string, size: string) => `${name} (${size})`,
  clear: 'Remove the selected document',
  wrongType: 'The document must be a PDF, JPEG or PNG',
  attach: 'Attach document',
  attachLabel: (leaveType: string) => `Attach document: ${leaveType}`,
  attachFailed: "Couldn't upload the document",
  attachAfterCreateFailed: (reason: string) =>
    `The leave was saved, but the document could not be uploaded: ${reason} You can attach the document again from the My Leave Requests page.`,
  download: (name: string) => `Download ${name}`,
  downloadFailed: "Couldn't download the document",
  remove: (name: string) => `Delete ${name}`,
  removeTitle: 'Delete this document?',
  removeBody: (name: string) => `"${name}" will be deleted permanently.`,
  removeConfirm: 'Delete document',
  removeFailed: "Couldn't delete the document",
  /** A MANAGER's view: the proof exists, only the requester and HR open it (KVKK art. 6). */
  hidden: (count: number) =>
    `${formatCount(count)} ${count === 1 ? 'document' : 'documents'} attached (only the requester and HR can open ${count === 1 ? 'it' : 'them'})`,
  listLabel: 'Leave documents',
};
