import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import { currentPrice } from './current-price';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pricing/current',
    {
      config: { access: access.public('main', 'organization') },
      schema: {
        tags: ['pricing'],
        summary: 'Current per-user price in lira (monthly; yearly for a whole year, null when not offered)',
        response: { 200: z.object({ monthlyPriceTL: z.number(), yearlyPriceTL: z.number().nullable() }) },
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
};
