import type { Translation } from '@paydos/contract/messages/translation';
import type * as turkish from '../pause-mail-texts';

export const pauseMailTexts: Translation<typeof turkish.pauseMailTexts> = {
  subject: 'Webhook paused: deliveries have failed for 3 days',
  line: (organization, address) =>
    `Webhook deliveries to ${address}, set up for ${organization}, have failed for 3 days, so this address was paused.`,
  lastError: (error) => `Last error: ${error}`,
  howToResume:
    'Once you have fixed the receiving system, you can enable the address again in the Webhooks card on the Organization page and send the waiting deliveries again with "Resend".',
  action: 'Open Webhook Settings',
};
