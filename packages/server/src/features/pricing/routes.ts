import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, operatorAuth } from '../../platform/access';
import { auditActor } from '../../platform/audit';
import { messages } from '@paydos/contract/messages';
import * as contract from '@paydos/contract/pricing';
import { currentPrice, operatorPricing } from './current-price';
import { setPrice } from './set-price';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pricing/current',
    {
      config: { access: access.public('main', 'organization') },
      schema: {
        tags: ['pricing'],
        summary: 'Current per-user price in lira (monthly; yearly for a whole year, null when not offered)',
        response: { 200: contract.currentPrice },
      },
    },
    async () => {
      const price = await currentPrice(app.db);
      return {
        monthlyPriceTL: price.monthlyPriceKurus / 100,
        yearlyPriceTL: price.yearlyPriceKurus === null ? null : price.yearlyPriceKurus / 100,
      };
    },
  );

  app.get(
    '/api/superadmin/pricing',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        summary: 'The current price in TL with 2 decimals (stored as kuruş), with when it was set',
        querystring: contract.pricingQuery,
        response: { 200: contract.pricingResponse },
      },
    },
    async () => ({ pricing: await operatorPricing(app.db) }),
  );

  app.put(
    '/api/superadmin/pricing',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        summary:
          'Set the price in TL with 2 decimals (stored as kuruş in a new history row; existing subscriptions keep theirs)',
        body: contract.pricingBody,
        response: { 200: contract.pricingSavedResponse },
      },
    },
    async (request) => {
      const pricing = await setPrice(app.db, auditActor(request), operatorAuth(request).operatorId, request.body);
      return { pricing, message: messages.pricing.updated };
    },
  );
};
