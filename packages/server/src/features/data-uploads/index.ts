// The public surface of data-uploads: what other features, e2e and bench may use. Everything else is the feature's own.
export { checkFileName, uploadedFile } from './read-upload';
export { storeUpload } from './save-upload';
