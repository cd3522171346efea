// The public surface of leave-report: what other features, e2e and bench may use. Everything else is the feature's own.
export { fileSlug } from './build-leave-report';
export { renderPdf } from './pdf-fonts';
export { renderSignedRecord, type SignedRecordTexts } from './signed-record';
