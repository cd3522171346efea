// The public surface of leave-documents: what other features may use. Everything else is the feature's own.
export { LeaveDocuments } from './LeaveDocuments';
export { useAttachAfterCreate, useProofDocument } from './use-proof-document';
