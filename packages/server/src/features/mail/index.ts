// The public surface of mail: what other features, e2e and bench may use. Everything else is the feature's own.
export { composeMail, type MailContent } from './layout';
export { recipientLanguage } from './mail-language';
export { enqueueMail, type OutgoingMail } from './outbox';
export { redactionOf } from './redaction';
export { welcomeMail } from './welcome-mail';
