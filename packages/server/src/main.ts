import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_BILLING_ADMIN_EMAIL, DEMO_BILLING_SUBDOMAIN } from './features/demo/demo-billing';
import { demoCredentialsPath, readDemoCredentials } from './features/demo/demo-credentials';
import { DEMO_PEOPLE, DEMO_SUBDOMAIN, ensureDemoData } from './features/demo/demo-organization';
import { createUploadPurgeWorker } from './features/data-uploads/purge-completed-uploads';
import { createHousekeepingWorker } from './features/housekeeping/housekeeping-worker';
import { createRenewalWorker } from './features/billing/renewals';
import { createDemoProvider } from './features/billing/payment-provider';
import { createAnniversaryWorker } from './features/ledger/anniversary-worker';
import { createMailWorker } from './features/mail/delivery-worker';
import { createScheduledMailWorker } from './features/scheduled-mails/scheduled-mail-worker';
import { createWebhookWorker } from './features/webhooks/delivery-worker';
import { resealWebhookSecrets } from './features/webhooks';
import { resealSsoSecrets } from './features/sso';
import { openSecretBox } from './platform/sealed-secrets';

const config = loadConfig();
const handle = await openDatabase(config.database);
await handle.migrate();
// The replica is opened lazily: a replica down at start only sends its reads to the primary.
const replica = config.replica ? await openDatabase(config.replica) : null;
// The installation's key for the secrets kept in the database (docs/SECURITY.md "Secrets at rest").
const secrets = openSecretBox(config);
const app = await buildApp({
  config,
  db: handle.db,
  secrets,
  replica: replica?.db ?? null,
  logger: { level: config.logLevel, ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}) },
});
// The demo (on with the embedded default, DEMO_DATA=1/0 to choose): its logins are random per installation.
// Without it, an operator exists only through `npm run operator:create`.
if (config.demoData) await ensureDemoData(handle.db, config);
// Secrets written before sealing existed, or sealed under a previous key, are sealed under the current one.
const webhookSecrets = await resealWebhookSecrets(handle.db, secrets);
const ssoSecrets = await resealSsoSecrets(handle.db, secrets);
app.log.info(
  { secretsKeyId: secrets.keyId(), webhookSecrets, ssoSecrets },
  'stored secrets sealed under the installation key',
);
if (webhookSecrets.unopenable + ssoSecrets.unopenable > 0)
  app.log.error(
    { webhookSecrets, ssoSecrets },
    'stored secrets that do not open with SECRETS_KEY or SECRETS_PREVIOUS_KEYS: their webhooks and single sign-on fail until the key is set',
  );
if (!config.secretsKey && config.database.kind === 'postgres')
  app.log.warn(
    `SECRETS_KEY is not set: secrets are sealed under ${config.dataDir}/secrets.key; every instance on this database needs the same key (docs/SECURITY.md "Secrets at rest")`,
  );
const demo = config.demoData ? readDemoCredentials(config.dataDir) : null;
const demoWarning =
  'BU BİR DEMO KURULUMUDUR: gerçek şirket verisi girmeyin. / THIS IS A DEMO INSTALLATION: not for real company data (DEMO_DATA=0 turns it off).';
// Into the log as well (for whoever reads only the log), before the banner so that the banner is the start's last word.
if (demo) app.log.warn(demoWarning);

// Delivers the mail outbox over SMTP_URL, or marks mails as kept for the operator's mailbox.
const mailWorker = createMailWorker({
  db: handle.db,
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  pollMs: 3000,
  leaseSeconds: config.mailLeaseSeconds,
  log: app.log,
});
// Delivers the webhook outbox, signed, with retries for up to 3 days (issue 26 item 3): every 2 seconds.
const webhookWorker = createWebhookWorker({ db: handle.db, config, secrets, pollMs: 2000, log: app.log });
// Adds the annual-leave GRANT of each work anniversary (product §D4): at start, then hourly.
const anniversaryWorker = createAnniversaryWorker({ db: handle.db, intervalMs: 3_600_000, log: app.log });
// Deletes completed uploads whose 30 days are over (product §4): at start, then hourly.
const uploadPurgeWorker = createUploadPurgeWorker({ db: handle.db, intervalMs: 3_600_000, log: app.log });
// Birthday, anniversary, morning-note and trial-end mails from 09:00 Istanbul (product §D5): at start, then every 5 minutes.
const scheduledMailWorker = createScheduledMailWorker({ db: handle.db, config, intervalMs: 300_000, log: app.log });
// Expired sessions, tokens, invitations and consent links: at start, then hourly.
const housekeepingWorker = createHousekeepingWorker({ db: handle.db, intervalMs: 3_600_000, log: app.log });
// Renews paid plans at their period's end, ends cancelled and lapsed ones (issue 13): at start, then every 10 minutes.
const renewalWorker = createRenewalWorker({
  db: handle.db,
  provider: createDemoProvider({ delayMs: config.paymentDelayMs }),
  config,
  intervalMs: config.renewalIntervalMs,
  log: app.log,
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await mailWorker.stop();
  await webhookWorker.stop();
  await anniversaryWorker.stop();
  await uploadPurgeWorker.stop();
  await scheduledMailWorker.stop();
  await housekeepingWorker.stop();
  await renewalWorker.stop();
  await replica?.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

// The address people use: behind a proxy its port (PUBLIC_PORT), not the instance's own.
const origin = (prefix: string) =>
  `${config.publicProtocol}//${prefix}${config.baseDomain}${config.publicPort ? `:${config.publicPort}` : ''}`;
const lines = [
  '',
  'Paydos çalışıyor / Paydos is running',
  `  Ana site (main site):          ${origin('')}`,
  `  Operatör (operator site):      ${origin('superadmin.')}/login`,
  `  Veritabanı (database):         ${config.database.kind === 'pglite' ? `PGlite, ${config.database.dataDir}` : `PostgreSQL (DATABASE_URL${config.replica ? ', reports from REPLICA_DATABASE_URL' : ''})`}`,
  `  E-posta (mail):                ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `kept in the database; read them at ${origin('superadmin.')}/mail`}`,
];
if (demo) {
  lines.push(
    `  Demo organizasyon:             ${origin(`${DEMO_SUBDOMAIN}.`)}/login`,
    '',
    demoWarning,
    `Demo girişleri, bu kuruluma özel rastgele şifreler (random per installation, kept in ${demoCredentialsPath(config.dataDir)}):`,
    `  Demo organizasyon, şifre / password: ${demo.peoplePassword}`,
    ...DEMO_PEOPLE.map((p) => `    ${p.role!.padEnd(8)} ${p.email}  (${p.firstName} ${p.lastName})`),
    `  Ödeme yapan demo (paying demo): ${origin(`${DEMO_BILLING_SUBDOMAIN}.`)}/login  ADMIN ${DEMO_BILLING_ADMIN_EMAIL}, şifre / password: ${demo.payingPeoplePassword}`,
    `  Operatör: ${origin('superadmin.')}/login  kullanıcı adı ${demo.operator.username}, şifre ${demo.operator.password}`,
  );
}
console.log(lines.join('\n') + '\n');
