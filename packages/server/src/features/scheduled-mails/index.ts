// The public surface of scheduled-mails: what other features, e2e and bench may use. Everything else is the feature's own.
export { enqueueRenewalFailedMail } from './renewal-failed-mail';
