import { z } from 'zod';
import { requestObject, text } from './fields';
import { messages } from './messages';
import { catalogueText } from './catalogue-text';

const notFound = messages.calendarFeeds.notFound;

export const feedParams = requestObject({
  token: text('token', { required: notFound }).trim().min(1, { error: notFound }).max(200, { error: notFound }),
});

export const feedUrls = z.object({ myLeave: z.string(), team: z.string(), holidays: z.string() });
export type FeedUrls = z.infer<typeof feedUrls>;

/** The person's feed: when it was made and last read; the URLs only in the answer that creates it. */
export const feedStatusResponse = z.object({
  feed: z.object({ createdAt: z.string(), lastUsedAt: z.string().nullable() }).nullable(),
});
export type FeedStatusResponse = z.infer<typeof feedStatusResponse>;

export const createdFeedResponse = z.object({ createdAt: z.string(), urls: feedUrls });
export type CreatedFeedResponse = z.infer<typeof createdFeedResponse>;
export const revokedFeedResponse = z.object({ message: catalogueText() });
export type RevokedFeedResponse = z.infer<typeof revokedFeedResponse>;
