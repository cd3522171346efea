import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

/** An empty variable means unset, as in shells and .env files. */
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());

/** A 32-byte key in base64 (`openssl rand -base64 32`). */
const secretsKey = z
  .string()
  .trim()
  .transform((v, context) => {
    const key = Buffer.from(v, 'base64');
    if (key.length !== 32)
      context.addIssue({ code: 'custom', message: 'needs 32 bytes in base64 (openssl rand -base64 32)' });
    return key;
  });

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  BASE_DOMAIN: z.string().min(1).default('localhost'),
  /** The scheme of links in e-mails and redirects; https behind a TLS proxy. */
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  /** The port in public links; empty when a proxy serves on 80/443. Defaults to PORT. */
  PUBLIC_PORT: z.string().optional(),
  DATABASE_URL: optionalUrl,
  /** `transaction` behind a transaction-mode pooler (PgBouncer): statements go unnamed (decision 002). */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  /** A direct connection to the primary for the migrations, when DATABASE_URL goes through a pooler. */
  MIGRATION_DATABASE_URL: optionalUrl,
  /** A streaming replica for the reads that tolerate lag (docs/SCALING.md, section 3). */
  REPLICA_DATABASE_URL: optionalUrl,
  /** A replica further behind than this many seconds is not read. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0).default(30),
  /** How answers are written (platform/response-serializer.ts); the tests set `checked`. */
  RESPONSE_SERIALIZER: z.enum(['fast', 'checked', 'zod']).default('fast'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Paydos <bildirim@paydos.local>'),
  /** How long the mail worker's claim on a mail lasts (renewed while it sends): the delay of a dead instance's mails. */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(60).default(60),
  TRUST_PROXY: flag,
  DEMO_DATA: flag,
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'packages/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Uploads per minute, per address and per organization (docs/SECURITY.md "Uploads"). */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Calls per minute per API key on the public API /api/v1 (docs/SECURITY.md "API keys"). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** The demo payment provider's fake delay (product §9: 2 s); 0 in tests. */
  PAYMENT_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /** How often the renewal worker looks for subscriptions whose period has ended. */
  RENEWAL_INTERVAL_MS: z.coerce.number().int().min(1000).default(600_000),
  /**
   * Webhooks to private, loopback, link-local, unique-local addresses and over plain http (docs/SECURITY.md
   * "Webhooks"): off; the tests and a closed installation turn it on.
   */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: flag,
  /**
   * Single sign-on providers (issuers) on loopback addresses, over plain http too (docs/SECURITY.md "Single
   * sign-on"): off, so production needs https and public addresses; the tests turn it on for their local provider.
   */
  SSO_ALLOW_LOOPBACK_ISSUERS: flag,
  /**
   * The key that seals the secrets the server uses again (webhook and SSO client secrets, docs/SECURITY.md
   * "Secrets at rest"); unset: DATA_DIR/secrets.key, made at the first start. Instances of one database share it.
   */
  SECRETS_KEY: z.preprocess((v) => (v === '' ? undefined : v), secretsKey.optional()),
  /** Keys used before SECRETS_KEY, comma-separated: their values still open, and the start seals them again. */
  SECRETS_PREVIOUS_KEYS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').filter((k) => k.trim() !== ''))
    .pipe(z.array(secretsKey)),
  /** How long the webhook worker's claim on a delivery lasts: the delay of a dead instance's deliveries. */
  WEBHOOK_LEASE_SECONDS: z.coerce.number().int().min(10).max(300).default(60),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads the environment once at start and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const databaseProblems = [
    embedded && e.MIGRATION_DATABASE_URL && '  MIGRATION_DATABASE_URL: needs DATABASE_URL (PGlite migrates itself)',
    embedded && e.DATABASE_POOL_MODE !== 'session' && '  DATABASE_POOL_MODE: needs DATABASE_URL',
    embedded && e.REPLICA_DATABASE_URL && '  REPLICA_DATABASE_URL: needs DATABASE_URL (the primary)',
    // The migrations hold a session-level advisory lock for their whole run (db/client.ts): through a
    // transaction pooler the lock and its release could land on different server connections.
    !embedded &&
      e.DATABASE_POOL_MODE === 'transaction' &&
      !e.MIGRATION_DATABASE_URL &&
      '  MIGRATION_DATABASE_URL: required with DATABASE_POOL_MODE=transaction (migrations need a direct connection to the primary)',
  ].filter(Boolean);
  if (databaseProblems.length > 0) throw new Error(`Invalid configuration:\n${databaseProblems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    baseDomain: e.BASE_DOMAIN.toLowerCase(),
    publicProtocol: `${e.PUBLIC_PROTOCOL}:` as const,
    publicPort: e.PUBLIC_PORT ?? String(e.PORT),
    database: embedded
      ? ({ kind: 'pglite', dataDir: path.join(path.resolve(e.DATA_DIR), 'pglite') } as const)
      : ({
          kind: 'postgres',
          url: e.DATABASE_URL!,
          poolMode: e.DATABASE_POOL_MODE,
          ...(e.MIGRATION_DATABASE_URL ? { migrationUrl: e.MIGRATION_DATABASE_URL } : {}),
        } as const),
    /** The replica read by the reads that tolerate lag (platform/replica-reads.ts); null: the primary reads them. */
    replica: e.REPLICA_DATABASE_URL
      ? ({ kind: 'postgres', url: e.REPLICA_DATABASE_URL, connectTimeoutMs: 2000 } as const)
      : null,
    replicaMaxLagSeconds: e.REPLICA_MAX_LAG_SECONDS,
    responseSerializer: e.RESPONSE_SERIALIZER,
    /** The data folder: the embedded database and, with the demo, demo-credentials.json (mode 600). */
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailLeaseSeconds: e.MAIL_LEASE_SECONDS,
    trustProxy: e.TRUST_PROXY ?? false,
    /**
     * The demo organization comes with the embedded default (also with NODE_ENV=production: its logins are
     * random per installation); with DATABASE_URL only when DEMO_DATA=1; never with DEMO_DATA=0.
     */
    demoData: e.DEMO_DATA ?? embedded,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    paymentDelayMs: e.PAYMENT_DELAY_MS,
    renewalIntervalMs: e.RENEWAL_INTERVAL_MS,
    webhooksAllowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ?? false,
    webhookLeaseSeconds: e.WEBHOOK_LEASE_SECONDS,
    ssoAllowLoopbackIssuers: e.SSO_ALLOW_LOOPBACK_ISSUERS ?? false,
    /** null: the key file in the data folder (platform/sealed-secrets.ts). */
    secretsKey: e.SECRETS_KEY ?? null,
    secretsPreviousKeys: e.SECRETS_PREVIOUS_KEYS,
  };
}
