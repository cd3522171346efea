import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { systemClock, type Clock } from './platform/clock';
import type { Database } from './db/client';
import { authRoutes } from './features/auth/routes';
import { billingRoutes } from './features/billing/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { pricingRoutes } from './features/pricing/routes';
import { mailboxRoutes } from './features/mailbox/routes';
import { operatorAnalyticsRoutes } from './features/operator-analytics/routes';
import { operatorOrganizationRoutes } from './features/operator-organizations/routes';
import { passwordResetRoutes } from './features/password-reset/routes';
import { registrationRoutes } from './features/registration/routes';
import { employeeRoutes } from './features/employees/routes';
import { ledgerRoutes } from './features/ledger/routes';
import { profileRoutes } from './features/profile/routes';
import { organizationRoutes } from './features/organization/routes';
import { leaveRoutes } from './features/leaves/routes';
import { approvalRoutes } from './features/approvals/routes';
import { historicalLeaveRoutes } from './features/historical-leaves/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { dataUploadRoutes } from './features/data-uploads/routes';
import { operatorDataUploadRoutes } from './features/data-uploads/operator-routes';
import { couponRoutes } from './features/coupons/routes';
import { leaveReportRoutes } from './features/leave-report/routes';
import { leaveRecordRoutes } from './features/leave-record/routes';
import { leaveDocumentRoutes } from './features/leave-documents';
import { terminationRoutes } from './features/termination';
import { monthlyReportRoutes } from './features/monthly-report/routes';
import { teamCalendarRoutes } from './features/team-calendar/routes';
import { teamRuleRoutes } from './features/team-rules/routes';
import { calendarFeedRoutes } from './features/calendar-feeds/routes';
import { delegationRoutes } from './features/delegations/routes';
import { siteRoutes } from './features/site/routes';
import { demoSessionRoutes } from './features/demo-session/routes';
import { DEMO_SUBDOMAIN } from './features/demo';
import { staffRoutes } from './features/staff/routes';
import { auditRoutes } from './features/audit/routes';
import { operatorPeopleRoutes } from './features/operator-people/routes';
import { teamRoutes } from './features/teams/routes';
import { ssoRoutes } from './features/sso/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { apiKeyRoutes } from './features/api-keys/routes';
import { apiKeyAuthenticator } from './features/api-keys';
import { publicApiRoutes } from './features/public-api/routes';
import { registerAccessControl } from './platform/access';
import { registerBackgroundWork } from './platform/background-work';
import { DEFAULT_BODY_LIMIT, registerBodyLimits } from './platform/body-limits';
import { registerCompression } from './platform/compression';
import { frameworkErrorHandler, registerErrorHandling } from './platform/error-handler';
import { AppError } from './platform/errors';
import { messages } from '@paydos/contract/messages';
import { registerOpenApi, registerOpenApiRoute } from './platform/openapi';
import { canonicalOperatorUrl } from './platform/operator-paths';
import { serializeRequestForLog } from './platform/log-redaction';
import { registerOriginCheck } from './platform/origin-check';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerReplicaReads } from './platform/replica-reads';
import { registerTenancy } from './platform/tenancy';
import { registerAnswerLanguage } from './platform/answer-language';
import { registerServerTranslations } from './server-translations';
import { registerWebApp } from './platform/web-app';
import { responseSerializerCompiler } from './platform/response-serializer';
import { openSecretBox, type SecretBox } from './platform/sealed-secrets';
import './platform/request-context';

// zod's own messages (a wrong type, a missing field) in Turkish, like ours.
z.config(z.locales.tr());

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** The replica's handle for the reads that tolerate lag (platform/replica-reads.ts); none: the primary. */
  replica?: Database | null;
  /** The clock every request reads once on arrival (`request.now`, docs/decisions/014-one-clock.md); tests move it. */
  now?: Clock;
  /** The box that seals stored secrets (platform/sealed-secrets.ts); default: the installation's, from `config`. */
  secrets?: SecretBox;
}

export async function buildApp({
  config,
  db,
  replica = null,
  logger = false,
  now = systemClock,
  secrets = openSecretBox(config),
}: AppOptions) {
  const app = Fastify({
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { req: serializeRequestForLog, ...logger.serializers } }
        : logger,
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    rewriteUrl: (request) => canonicalOperatorUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.responseSerializer));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('now', now);
  app.decorate('secrets', secrets);
  // One clock per request: services take `request.now` as a parameter instead of reading the time.
  app.decorateRequest('now', null as never);
  // The hooks every request passes are callbacks unless they read the database: a promise per hook per
  // request showed in the bench's small calls (bench/README.md, issue 25 item 5).
  app.addHook('onRequest', (request, _reply, done) => {
    request.now = app.now();
    done();
  });

  registerReplicaReads(app, { primary: db, replica, maxLagSeconds: config.replicaMaxLagSeconds });
  registerErrorHandling(app);
  registerBodyLimits(app);
  registerBackgroundWork(app);
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await registerOpenApi(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests),
  });
  registerTenancy(app);
  registerServerTranslations();
  registerAnswerLanguage(app);
  registerOriginCheck(app, config);
  registerAccessControl(app, { apiKey: apiKeyAuthenticator(app) });

  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(onboardingRoutes);
  await app.register(pricingRoutes);
  await app.register(passwordResetRoutes);
  await app.register(registrationRoutes);
  await app.register(mailboxRoutes);
  await app.register(operatorAnalyticsRoutes);
  await app.register(operatorOrganizationRoutes);
  await app.register(ledgerRoutes);
  await app.register(staffRoutes);
  await app.register(organizationRoutes);
  await app.register(employeeRoutes);
  await app.register(profileRoutes);
  await app.register(leaveRoutes);
  await app.register(approvalRoutes);
  await app.register(historicalLeaveRoutes);
  await app.register(dashboardRoutes);
  await app.register(leaveReportRoutes);
  await app.register(leaveRecordRoutes);
  await app.register(leaveDocumentRoutes);
  await app.register(terminationRoutes);
  await app.register(dataUploadRoutes);
  await app.register(operatorDataUploadRoutes);
  await app.register(couponRoutes);
  await app.register(monthlyReportRoutes);
  await app.register(auditRoutes);
  await app.register(operatorPeopleRoutes);
  await app.register(teamRoutes);
  await app.register(webhookRoutes);
  await app.register(teamCalendarRoutes);
  await app.register(teamRuleRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(delegationRoutes);
  await app.register(billingRoutes);
  await app.register(demoSessionRoutes);
  await app.register(apiKeyRoutes);
  await app.register(ssoRoutes);
  await app.register(publicApiRoutes);
  registerOpenApiRoute(app);
  await registerWebApp(app, config.webDistDir, config.demoData ? DEMO_SUBDOMAIN : null);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
