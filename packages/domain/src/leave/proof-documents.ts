import { findLeaveType } from './leave-types';
import type { Role } from './status-labels';

/**
 * Proof documents of a leave (issue 24 item 5; docs/features.md "Proof documents"): the SGK sick
 * report, a marriage certificate, a death notice. A sick report is health data, special-category
 * personal data under KVKK art. 6, so who may open one is a rule of its own (docs/SECURITY.md).
 */

/** The kinds of file a proof may be, decided by the file's content (its first bytes), never its name. */
export const PROOF_DOCUMENT_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
} as const;
export type ProofDocumentType = keyof typeof PROOF_DOCUMENT_TYPES;

export function isProofDocumentType(mime: string): mime is ProofDocumentType {
  return Object.hasOwn(PROOF_DOCUMENT_TYPES, mime);
}

/** One scanned report or a phone photo fits well within it; the organization's storage quota bounds the sum. */
export const PROOF_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A report and its extensions, a certificate and its translation: more is a mistake, not a proof. */
export const PROOF_DOCUMENTS_PER_LEAVE = 5;

/**
 * The leave types a proof belongs to: every excuse leave (4857 ek m. 2: the event is proved by a
 * document), the SGK-reported sick leave and maternity leave (both taken on a medical report).
 * Annual and unpaid leave need none.
 */
export function acceptsProofDocument(leaveType: string): boolean {
  const type = findLeaveType(leaveType);
  if (!type) return false;
  return type.code.startsWith('excuse.') || type.category === 'Raporlu';
}

/** Who looks at a leave's documents, and the leave as far as the rule needs it. */
export interface ProofDocumentViewer {
  id: string;
  role: Role;
}
export interface ProofDocumentLeave {
  userId: string;
  leaveType: string;
  /** A LeaveStatus; a string, as the database row carries it (an unknown status opens nothing). */
  status: string;
}

/**
 * What a viewer may do with a leave's documents:
 * - `see`: `full` (name, size, download) for the requester and an ADMIN; `exists` for a MANAGER
 *   who sees the leave (he decides steps of it, so he may know a proof was given, not read it);
 *   `none` for anyone else (a colleague never learns of it).
 * - `attach`: the requester or an ADMIN, on a type that takes a proof, while the leave is pending
 *   or approved (a rejected or cancelled leave proves nothing).
 * - `remove`: an ADMIN at any time; the requester while the request is pending (once decided,
 *   the proof it was decided on stays).
 */
export function proofDocumentRights(viewer: ProofDocumentViewer, leave: ProofDocumentLeave) {
  const requester = viewer.id === leave.userId;
  const admin = viewer.role === 'ADMIN';
  const open = requester || admin;
  const live = leave.status === 'PENDING' || leave.status === 'APPROVED';
  return {
    see: open ? ('full' as const) : viewer.role === 'MANAGER' ? ('exists' as const) : ('none' as const),
    download: open,
    attach: open && live && acceptsProofDocument(leave.leaveType),
    remove: admin || (requester && leave.status === 'PENDING'),
  };
}
export type ProofDocumentRights = ReturnType<typeof proofDocumentRights>;
