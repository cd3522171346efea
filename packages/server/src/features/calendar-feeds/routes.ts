import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope, type OrganizationScope } from '../../platform/tenant-scope';
import { fail } from '../../platform/errors';
import { messages } from '@paydos/contract/messages';
import { publicUrl } from '../../platform/public-links';
import { hasUsableSubscription } from '../../platform/tenancy';
import { noBody, noQuery } from '@paydos/contract/fields';
import { holidaysFeed, myLeaveFeed, teamFeed } from './build-feeds';
import { createFeedToken, findFeedOwner, findLiveFeed, revokeFeedToken, type FeedOwner } from './feed-tokens';
import {
  createdFeedResponse,
  feedParams,
  feedStatusResponse,
  revokedFeedResponse,
} from '@paydos/contract/calendar-feeds';

const FEEDS = { myLeave: 'my-leave.ics', team: 'team.ics', holidays: 'holidays.ics' } as const;

function hostOrganization(request: FastifyRequest) {
  if (!request.organization) throw fail.notFound(messages.organizationNotFound);
  return request.organization;
}

function sendCalendar(reply: FastifyReply, body: string) {
  return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * Issue 16 calendar feeds (product §D7): each person's secret URL (token stored as a hash; a new one
 * ends the old), managed on the profile, and the three .ics feeds it opens. The feeds are public on the
 * organization's host only; the token must belong to that organization; rate limited per address.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAddress = app.rateLimit({ max: 60, timeWindow: '1 minute' });
  const own = access.user();
  const mine = (request: FastifyRequest) => {
    const auth = userAuth(request);
    return { scope: tenantScope(request), userId: auth.userId };
  };

  app.get(
    '/api/calendar-feeds',
    {
      config: { access: own },
      schema: {
        tags: ['calendar-feeds'],
        summary: 'My calendar feed, if one is live (never its URL)',
        querystring: noQuery,
        response: { 200: feedStatusResponse },
      },
    },
    async (request) => {
      const { scope, userId } = mine(request);
      const feed = await findLiveFeed(app.db, scope, userId);
      return {
        feed: feed && { createdAt: feed.createdAt.toISOString(), lastUsedAt: feed.lastUsedAt?.toISOString() ?? null },
      };
    },
  );

  app.post(
    '/api/calendar-feeds',
    {
      config: { access: own },
      schema: {
        tags: ['calendar-feeds'],
        summary: 'A new secret feed URL (ends the previous one); the URLs are shown only now',
        body: noBody,
        response: { 201: createdFeedResponse },
      },
    },
    async (request, reply) => {
      const { scope, userId } = mine(request);
      const organization = hostOrganization(request);
      const { token, createdAt } = await createFeedToken(app.db, scope, userId, request.now);
      const url = (file: string) =>
        publicUrl(
          app.config,
          { kind: 'organization', subdomain: organization.subdomain },
          `/api/calendar-feeds/${token}/${file}`,
        );
      return reply.status(201).send({
        createdAt: createdAt.toISOString(),
        urls: { myLeave: url(FEEDS.myLeave), team: url(FEEDS.team), holidays: url(FEEDS.holidays) },
      });
    },
  );

  app.delete(
    '/api/calendar-feeds',
    {
      config: { access: own },
      schema: {
        tags: ['calendar-feeds'],
        summary: 'End my calendar feed',
        querystring: noQuery,
        response: { 200: revokedFeedResponse },
      },
    },
    async (request) => {
      const { scope, userId } = mine(request);
      await revokeFeedToken(app.db, scope, userId, request.now);
      return { message: messages.calendarFeeds.revoked };
    },
  );

  const feedRoute = (
    file: string,
    summary: string,
    build: (db: Database, scope: OrganizationScope, owner: FeedOwner, now: Date) => Promise<string> | string,
  ) =>
    app.get(
      `/api/calendar-feeds/:token/${file}`,
      {
        config: { access: access.public('organization') },
        onRequest: perAddress,
        schema: { tags: ['calendar-feeds'], summary, params: feedParams, querystring: noQuery },
      },
      async (request, reply) => {
        const organization = hostOrganization(request);
        // Issue 13: a lapsed organization's data stays closed here too (its calls answer 402).
        if (!hasUsableSubscription(organization, request.now)) throw fail.paymentRequired(messages.trialExpired);
        // The token on the primary (a revoked feed stops at once), the calendar apps' polling on the replica.
        const owner = await findFeedOwner(app.db, organization.id, request.params.token, request.now);
        const calendar = await app.replicaReads.read(request, reply, async (db) =>
          build(db, tenantScope(request), owner, request.now),
        );
        return sendCalendar(reply, calendar);
      },
    );

  feedRoute(FEEDS.myLeave, 'iCalendar: the feed owner’s leave', (db, scope, owner, now) =>
    myLeaveFeed(db, scope, owner, app.config.baseDomain, now),
  );
  feedRoute(
    FEEDS.team,
    'iCalendar: the organization’s approved leave, as the owner may see it',
    (db, scope, owner, now) => teamFeed(db, scope, owner, app.config.baseDomain, now),
  );
  feedRoute(
    FEEDS.holidays,
    'iCalendar: Turkish public holidays with the arife afternoons',
    (_db, _scope, _owner, now) => holidaysFeed(app.config.baseDomain, now),
  );
};
