// The public surface of leave-documents: what other features, e2e and bench may use. Everything else is the feature's own.
export { loadDocumentPresenter } from './present-documents';
export { personLeaveDocuments } from './person-documents';
export { insertLeaveDocument } from './attach-document';
export { leaveDocumentRoutes } from './routes';
