import type * as turkish from '../webhooks';
import type { Translation } from '../translation';

/** Webhooks (issue 26 item 3): an ADMIN's HTTPS endpoints, their signed deliveries and the delivery log. */
export const webhooks: Translation<typeof turkish.webhooks> = {
  urlRequired: 'Address is required.',
  urlInvalid: 'Enter a valid address (for example https://payroll.example.com.tr/paydos).',
  httpsOnly: 'The address must start with https://: deliveries are sent only over an encrypted connection.',
  credentialsInUrl: 'The address cannot contain a username or password; verify deliveries by their signature.',
  privateAddress:
    'This address resolves to a private, local (loopback), link-local or multicast network address; for security reasons, webhooks cannot be sent to it.',
  unresolvable: "The address's server could not be found (DNS). Check the address.",
  eventsRequired: 'Select at least one event.',
  eventInvalid: 'An unknown event type was selected.',
  tooMany: (max: number) => `An organization can add at most ${max} webhook addresses.`,
  notFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
  created: 'Webhook added. Copy the secret key now: it will not be shown again.',
  paused: 'Webhook paused.',
  resumed: 'Webhook reactivated.',
  deleted: 'Webhook deleted.',
  resent: 'Delivery queued again.',
  resendBusy: 'This delivery is being attempted right now; please try again in a moment.',
  resendPaused: 'Nothing is delivered for a paused webhook; reactivate the webhook first.',
};

export const webhooksMessages: Translation<typeof turkish.webhooksMessages> = { webhooks };
