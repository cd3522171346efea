import { z } from 'zod';
import { messages } from '@paydos/contract/messages';
import { requestObject, text } from '@paydos/contract/fields';

const notFound = messages.calendarFeeds.notFound;

export const feedParams = requestObject({
  token: text('token', { required: notFound }).trim().min(1, { error: notFound }).max(200, { error: notFound }),
});

const feedUrls = z.object({ myLeave: z.string(), team: z.string(), holidays: z.string() });

/** The person's feed: when it was made and last read; the URLs only in the answer that creates it. */
export const feedStatusResponse = z.object({
  feed: z.object({ createdAt: z.string(), lastUsedAt: z.string().nullable() }).nullable(),
});

export const createdFeedResponse = z.object({ createdAt: z.string(), urls: feedUrls });
export const revokedFeedResponse = z.object({ message: z.string() });
