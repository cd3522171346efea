import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { messages } from '@paydos/contract/messages';
import { param } from '../db/prepared';
import { organizations } from '../db/schema';
import { fail } from './errors';

/** What every query of tenant data is built from: the organization of the host, never a client-sent id. */
export interface TenantScope {
  organizationId: string;
}

/** The scope with the organization's name and subdomain, for what a command writes into mails and links. */
export interface OrganizationScope extends TenantScope {
  organizationName: string;
  subdomain: string;
}

/**
 * The one way a request's tenant scope is built (docs/decisions/009): the host's organization,
 * read once per request (platform/tenancy.ts). A session of another organization is refused
 * (the access hook refuses it first; this holds even if a route forgets its access). Never an id
 * from the body or the query.
 */
export function tenantScope(request: FastifyRequest): OrganizationScope {
  const organization = request.organization;
  const auth = request.auth;
  if ((auth?.kind === 'user' || auth?.kind === 'apiKey') && auth.organizationId !== organization?.id)
    throw fail.unauthenticated();
  if (!organization) throw fail.notFound(messages.organizationNotFound);
  return scopeOfOrganization(organization);
}

/**
 * The scope of an organization the code already holds outside a tenant request: a worker's row,
 * the organization sign-up has just created, the one an operator chose (product §D2). Not for
 * routes of an organization's site: those take `tenantScope(request)`.
 */
export function scopeOfOrganization(organizationId: string): TenantScope;
export function scopeOfOrganization(organization: { id: string; name: string; subdomain: string }): OrganizationScope;
export function scopeOfOrganization(
  organization: string | { id: string; name: string; subdomain: string },
): TenantScope | OrganizationScope {
  if (typeof organization === 'string') return { organizationId: organization };
  return { organizationId: organization.id, organizationName: organization.name, subdomain: organization.subdomain };
}

/**
 * The scope inside a named prepared statement (db/prepared.ts): the organization is its
 * `organizationId` parameter, given at each execution from the caller's scope.
 */
export const preparedScope: TenantScope = { organizationId: param('organizationId') };

/**
 * The where clause of every tenant query: the organization filter first, then the caller's conditions.
 * Writing `inTenant(scope, users, eq(users.id, id))` makes the filter impossible to forget.
 */
export function inTenant(
  scope: TenantScope,
  table: { organizationId: AnyPgColumn },
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.organizationId, scope.organizationId), ...conditions)!;
}

/** The scope's own row of `organizations`: the table whose id is the tenant. */
export const ownOrganization = (scope: TenantScope): SQL => eq(organizations.id, scope.organizationId);
