// The public surface of data-uploads: what other features may use. Everything else is the feature's own.
export { usePendingUploadCount } from './operator-api';
