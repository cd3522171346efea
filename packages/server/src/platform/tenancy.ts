import { siteFromHost } from '@paydos/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { param, preparedStatement } from '../db/prepared';
import { organizations, sessions, subscriptions, users } from '../db/schema';
import { bearerToken, liveSessionWithHash, userSessionColumns, userSessionFrom } from './sessions';
import { hashToken } from './tokens';
import type { OrganizationContext, UserAuth } from './request-context';

// The request's organization is declared with the request (request-context.ts); importers keep reading it here.
export type { OrganizationContext } from './request-context';

const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  subdomain: organizations.subdomain,
  isActive: organizations.isActive,
  logoFileId: organizations.logoFileId,
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  currentPeriodEndsAt: subscriptions.currentPeriodEndsAt,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  graceEndsAt: subscriptions.graceEndsAt,
};

type OrganizationRow = { [K in keyof typeof organizationColumns]: (typeof organizationColumns)[K]['_']['data'] | null };

function organizationContext(row: OrganizationRow): OrganizationContext {
  const {
    status,
    trialEndsAt,
    currentPeriodEndsAt,
    cancelAtPeriodEnd,
    graceEndsAt,
    id,
    name,
    subdomain,
    isActive,
    logoFileId,
  } = row;
  return {
    id: id!,
    name: name!,
    subdomain: subdomain!,
    isActive: isActive!,
    logoFileId,
    subscription:
      status && trialEndsAt
        ? { status, trialEndsAt, currentPeriodEndsAt, cancelAtPeriodEnd: cancelAtPeriodEnd ?? false, graceEndsAt }
        : null,
  };
}

// Every request of an organization's site runs one of these two: prepared once (db/prepared.ts).
const organizationBySubdomain = preparedStatement((db) =>
  db
    .select(organizationColumns)
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(eq(organizations.subdomain, param('subdomain')))
    .limit(1)
    .prepare('organization_by_subdomain'),
);

const organizationWithUserSession = preparedStatement((db) =>
  db
    .select({ ...organizationColumns, ...userSessionColumns })
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .leftJoin(
      sessions,
      and(liveSessionWithHash(param('tokenHash'), param<Date>('now')), eq(sessions.organizationId, organizations.id)),
    )
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(organizations.subdomain, param('subdomain')))
    .limit(1)
    .prepare('organization_with_user_session'),
);

export async function findOrganizationBySubdomain(
  db: Executor,
  subdomain: string,
): Promise<OrganizationContext | null> {
  const [row] = await organizationBySubdomain(db).execute({ subdomain: subdomain.toLowerCase() });
  return row ? organizationContext(row) : null;
}

/**
 * The host's organization with its subscription, and the live user session the token names in
 * that organization (with its user), in ONE statement: an authenticated call pays a single round
 * trip before its own work. A token of another organization, an operator's token or a dead
 * session joins nothing (session null → 401), exactly as `findSession` would refuse it here.
 */
export async function findOrganizationWithUserSession(
  db: Executor,
  subdomain: string,
  token: string,
  now: Date,
): Promise<{ organization: OrganizationContext | null; session: UserAuth | null }> {
  const [row] = await organizationWithUserSession(db).execute({
    subdomain: subdomain.toLowerCase(),
    tokenHash: hashToken(token),
    now,
  });
  if (!row) return { organization: null, session: null };
  return { organization: organizationContext(row), session: userSessionFrom(row, row.isActive) };
}

/**
 * A trial until its end; a paid plan while its period runs, and after it while the renewal is
 * due (the renewal worker's next pass) or, once a renewal failed, until the 7 days of grace end
 * (product §D7). A plan the admin cancelled stops at its period's end. Else 402.
 */
export function hasUsableSubscription(organization: Pick<OrganizationContext, 'subscription'>, now: Date): boolean {
  const s = organization.subscription;
  if (!s) return false;
  if (s.status === 'TRIAL') return s.trialEndsAt > now;
  if (s.status !== 'ACTIVE') return false;
  if (!s.currentPeriodEndsAt || s.currentPeriodEndsAt > now) return true;
  if (s.cancelAtPeriodEnd) return false;
  return s.graceEndsAt === null || s.graceEndsAt > now;
}

/**
 * `hasUsableSubscription` as a condition on `subscriptions` (for queries over many organizations,
 * e.g. the scheduled mails): the same rule line by line, false without a subscription row. Keep
 * the two together; `usable-subscription.test.ts` checks they agree.
 */
export function usableSubscriptionSql(now: Date): SQL {
  const s = subscriptions;
  return sql`coalesce(case ${s.status}
    when 'TRIAL' then ${s.trialEndsAt} > ${now}
    when 'ACTIVE' then ${s.currentPeriodEndsAt} is null or ${s.currentPeriodEndsAt} > ${now}
      or (not ${s.cancelAtPeriodEnd} and (${s.graceEndsAt} is null or ${s.graceEndsAt} > ${now}))
    else false end, false)`;
}

export function isTrialActive(organization: OrganizationContext, now: Date): boolean {
  return organization.subscription?.status === 'TRIAL' && organization.subscription.trialEndsAt > now;
}

function requestHost(request: FastifyRequest, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]) ?? request.headers.host ?? '';
  return host.trim();
}

/**
 * Resolves the site from the host once per request, and the organization on organization sites.
 * A route for logged-in users (`access.user`) called with a bearer token reads the token's
 * session in the same statement (`request.userSession`, checked by the access hook).
 */
export function registerTenancy(app: FastifyInstance) {
  app.decorateRequest('site', null as never);
  app.decorateRequest('organization', null);
  app.decorateRequest('userSession', null);
  // A callback hook: only an organization's API call reads (its organization, with the session);
  // the rest pay no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.site = siteFromHost(requestHost(request, app.config.trustProxy), app.config.baseDomain);
    if (request.site.kind !== 'organization' || !request.url.startsWith('/api/')) return done();
    readOrganization(request, request.site.subdomain).then(() => done(), done);
  });

  async function readOrganization(request: FastifyRequest, subdomain: string) {
    const token = request.routeOptions.config?.access?.auth === 'user' ? bearerToken(request) : null;
    if (token) {
      const found = await findOrganizationWithUserSession(app.db, subdomain, token, request.now);
      request.organization = found.organization;
      request.userSession = found.session;
    } else {
      request.organization = await findOrganizationBySubdomain(app.db, subdomain);
    }
  }
}
