import type { ApiKeyScope } from '@paydos/contract/api-keys';
import type { Language, Role, Site } from '@paydos/domain';
import type { Database } from '../db/client';
import type { Config } from '../config';
import type { SecretBox } from './sealed-secrets';

/** The host's organization with its subscription, read once per request (platform/tenancy.ts). */
export interface OrganizationContext {
  id: string;
  name: string;
  subdomain: string;
  isActive: boolean;
  logoFileId: string | null;
  subscription: {
    status: 'TRIAL' | 'ACTIVE' | 'CANCELLED';
    trialEndsAt: Date;
    currentPeriodEndsAt: Date | null;
    cancelAtPeriodEnd: boolean;
    graceEndsAt: Date | null;
  } | null;
}

export type { Role };

export interface UserAuth {
  kind: 'user';
  sessionId: string;
  userId: string;
  role: Role;
  organizationId: string;
  /** The person's chosen language (issue 26); null: not chosen. */
  language: Language | null;
}

/** A key of the public API /api/v1 (issue 26): the organization's, not a person's; `scopes` say what it may do. */
export interface ApiKeyAuth {
  kind: 'apiKey';
  keyId: string;
  organizationId: string;
  name: string;
  prefix: string;
  scopes: readonly ApiKeyScope[];
  /** The ADMIN who created it: the one on whose authority its decisions (a cancel) are written; null once erased. */
  createdById: string | null;
}

export interface OperatorAuth {
  kind: 'operator';
  sessionId: string;
  operatorId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The app's clock (`buildApp`'s `now`), for rules a test must move in time. */
    now: () => Date;
    /** Seals and opens the secrets kept in the database (platform/sealed-secrets.ts). */
    secrets: SecretBox;
  }
  interface FastifyRequest {
    /** The request's time, read once from `app.now` when it arrives: the one clock its rules read. */
    now: Date;
    /** Resolved once from the host (product §D2). */
    site: Site;
    /** The organization of the host, on organization sites; null elsewhere or when unknown. */
    organization: OrganizationContext | null;
    /**
     * On an organization host, for a route declared `access.user`: the live session the bearer
     * token names in the host's organization, read with the organization (platform/tenancy.ts).
     */
    userSession: UserAuth | null;
    auth: UserAuth | OperatorAuth | ApiKeyAuth | null;
    /** The language the answer speaks (platform/answer-language.ts): the person's choice, else Accept-Language's. */
    language: Language;
  }
}
