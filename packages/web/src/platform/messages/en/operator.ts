import type { operatorMessages as turkish } from '../operator';
import type { Translation } from '@paydos/contract/messages/translation';

/** The operator site beyond its login: the mailbox. */
export const operatorMessages: Translation<typeof turkish> = {
  mailbox: {
    title: 'Mailbox',
    description: 'Emails Paydos has sent or stored (newest first).',
    empty: 'No emails yet.',
    loadFailed: "Couldn't load the emails",
    refresh: 'Refresh',
    to: 'To',
    subject: 'Subject',
    created: 'Created',
    status: 'Status',
    organization: 'Organization',
    pick: 'Choose an email from the list to read it.',
    back: 'Back to the list',
    htmlTab: 'Preview',
    textTab: 'Plain text',
    frameTitle: 'Email content',
    lastError: 'Last error',
    redactedTitle: 'This link was hidden for security reasons',
    redactedBody:
      "After the email was delivered to the recipient, the key of its one-time link was removed from the stored copy; the link works only in the recipient's email.",
    statuses: { PENDING: 'Queued', SENT: 'Sent', FAILED: 'Failed', STORED: 'Stored' },
  },
};
