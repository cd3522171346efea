import { formatTurkishDate, toIstanbulDate } from '@paydos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { auditActor } from '../../platform/audit';
import { messages } from '@paydos/contract/messages';
import * as contract from '@paydos/contract/billing';
import { documentQuery } from '@paydos/contract/document-language';
import { noBody } from '@paydos/contract/fields';
import { sendPdf } from '../../platform/send-pdf';
import { billingMetrics } from './billing-metrics';
import { billingSummary, offerView } from './billing-summary';
import { buildReceipt } from './build-receipt';
import { cancelSubscription } from './cancel-subscription';
import { checkout } from './checkout';
import { listPayments } from './list-payments';
import { paymentProviderFor } from './payment-provider';
import { priceOffer } from './plan-offer';
import { seatQuote } from './seats';

/** Plans and payment (issue 13): the page is ADMIN or MANAGER (product §6); only ADMIN pays or cancels. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config);

  app.get(
    '/api/billing/summary',
    {
      config: { access: access.userWhileLapsed('ADMIN', 'MANAGER') },
      schema: {
        tags: ['billing'],
        summary: 'The plan, both offers priced now for the active people, and the payment history',
        response: { 200: contract.billingSummary },
      },
    },
    async (request) => billingSummary(app.db, tenantScope(request), request.now),
  );

  app.get(
    '/api/billing/payments',
    {
      config: { access: access.userWhileLapsed('ADMIN', 'MANAGER') },
      schema: {
        tags: ['billing'],
        summary: 'The payment history, newest first (keyset pages: limit, cursor → nextCursor)',
        querystring: contract.paymentsQuery,
        response: { 200: contract.paymentsResponse },
      },
    },
    async (request) => listPayments(app.db, tenantScope(request), request.query),
  );

  app.post(
    '/api/billing/quote',
    {
      config: { access: access.userWhileLapsed('ADMIN', 'MANAGER') },
      schema: {
        tags: ['billing'],
        summary: 'A plan’s total with a coupon checked on the server',
        body: contract.quoteBody,
        response: { 200: contract.quoteResponse },
      },
    },
    async (request) => {
      const { quote, coupon } = await priceOffer(app.db, tenantScope(request), request.body, request.now);
      return { offer: offerView(quote), couponCode: coupon?.code ?? null };
    },
  );

  app.get(
    '/api/billing/seat-quote',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['billing'],
        summary:
          'What activating one more person costs now: seats paid, in use, and the prorated charge for the rest of the period',
        response: { 200: contract.seatQuote },
      },
    },
    async (request) => seatQuote(app.db, tenantScope(request), request.now),
  );

  app.post(
    '/api/billing/checkout',
    {
      config: { access: access.userWhileLapsed('ADMIN') },
      schema: {
        tags: ['billing'],
        summary: 'Pay a plan through the payment provider (demo: 2 s, card 4000 0000 0000 0002 declined)',
        body: contract.checkoutBody,
        response: { 200: contract.checkoutResponse },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      const result = await checkout(
        app.db,
        provider,
        tenantScope(request),
        { ...auditActor(request), id: auth.userId },
        request.body,
        app.now,
      );
      return {
        paymentId: result.paymentId,
        currentPeriodEndsAt: result.periodEnd.toISOString(),
        message: messages.billing.paid,
      };
    },
  );

  app.post(
    '/api/billing/cancel',
    {
      config: { access: access.userWhileLapsed('ADMIN') },
      schema: {
        tags: ['billing'],
        summary: 'Cancel at the period’s end',
        body: noBody,
        response: { 200: contract.cancelResponse },
      },
    },
    async (request) => {
      const result = await cancelSubscription(app.db, tenantScope(request), auditActor(request), request.now);
      return {
        ...result,
        message: messages.billing.cancelled(formatTurkishDate(toIstanbulDate(new Date(result.currentPeriodEndsAt)))),
      };
    },
  );

  app.get(
    '/api/billing/payments/:id/receipt.pdf',
    {
      config: { access: access.userWhileLapsed('ADMIN', 'MANAGER') },
      schema: {
        tags: ['billing'],
        summary: 'A successful payment’s receipt as a PDF, in its reader’s language (or `?language=`)',
        params: contract.paymentIdParams,
        querystring: documentQuery,
      },
    },
    async (request, reply) => {
      const input = { paymentId: request.params.id, language: request.query.language ?? request.language };
      return sendPdf(reply, await buildReceipt(app.db, tenantScope(request), input));
    },
  );

  app.get(
    '/api/superadmin/billing/metrics',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        summary: 'MRR, trial-to-paid conversion, churn and a 12-month series from the billing events',
        response: { 200: contract.billingMetrics },
      },
    },
    async (request) => billingMetrics(app.db, request.now),
  );
};
