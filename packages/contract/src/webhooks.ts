import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { pageOf, pageQuery } from './page';
import { catalogueText } from './catalogue-text';

/** Webhooks (issue 26 item 3): every route is an ADMIN's, on the organization's host. */

const m = messages.webhooks;

/** The events an endpoint can subscribe to; the `type` of each delivery's body. */
export const WEBHOOK_EVENT_TYPES = [
  'leave.requested',
  'leave.approved',
  'leave.rejected',
  'leave.cancelled',
  /** An approved or pending request's dates, length or type changed (an ADMIN's edit, the operator's). */
  'leave.updated',
  /** The operator deleted a request: the data is the request as it was. */
  'leave.deleted',
  'person.joined',
  'person.left',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** At most this many endpoints per organization. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const createWebhookBody = requestObject({
  url: text('webhookUrl', { required: m.urlRequired }).trim().min(1, { error: m.urlRequired }).max(2000),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: m.eventInvalid }), { error: m.eventsRequired })
    .min(1, { error: m.eventsRequired })
    .max(WEBHOOK_EVENT_TYPES.length, { error: m.eventInvalid })
    .refine((events) => new Set(events).size === events.length, { error: m.eventInvalid }),
});
export type CreateWebhookInput = z.input<typeof createWebhookBody>;

export const webhookIdParams = requestObject({ id: z.uuid({ error: m.notFound }) });
export const webhookDeliveryParams = requestObject({
  id: z.uuid({ error: m.notFound }),
  deliveryId: z.uuid({ error: m.deliveryNotFound }),
});
export const webhookDeliveriesQuery = requestObject(pageQuery);

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(['ACTIVE', 'PAUSED']),
  /** Why it is paused: an ADMIN did it, or its deliveries failed for 3 days. */
  pausedReason: z.enum(['ADMIN', 'FAILING']).nullable(),
  /** The secret's first characters, to tell which one the receiver holds; the secret itself is answered once. */
  secretHint: z.string(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhooksResponse = z.object({ endpoints: z.array(webhookEndpoint) });
export type WebhooksResponse = z.infer<typeof webhooksResponse>;
export const webhookResponse = z.object({ endpoint: webhookEndpoint, message: catalogueText() });
export type WebhookResponse = z.infer<typeof webhookResponse>;
/** The answer of a creation: the only time the secret is answered. */
export const webhookCreatedResponse = webhookResponse.extend({ secret: z.string() });
export type WebhookCreatedResponse = z.infer<typeof webhookCreatedResponse>;
export const webhookMessageResponse = z.object({ message: catalogueText() });
export type WebhookMessageResponse = z.infer<typeof webhookMessageResponse>;

/** One event's delivery to one endpoint, as the log shows it: its last answer and its next try. */
export const webhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  attempts: z.number(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  /** When it is tried next (PENDING only). */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveriesResponse = pageOf('deliveries', webhookDelivery);
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponse>;
