import {
  publicBalanceResponse,
  publicPeoplePage,
  publicPeopleQuery,
  publicPersonParams,
  publicPersonResponse,
} from '@paydos/contract/public-api';
import { noQuery } from '@paydos/contract/fields';
import { istanbulToday } from '@paydos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { loadLedger } from '../ledger';
import { findPublicPerson, listPublicPeople } from './public-people';

/** People and their balances on the public API (issue 26, docs/public-api.md). */
export const publicPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/people',
    {
      config: { access: access.apiKey('people:read') },
      schema: {
        tags: ['v1 people'],
        summary: 'Çalışanlar (sayfalı) — People (keyset pages)',
        description: 'Yetki / scope: people:read',
        querystring: publicPeopleQuery,
        response: { 200: publicPeoplePage },
      },
    },
    async (request) => listPublicPeople(app.db, tenantScope(request), request.query),
  );

  app.get(
    '/api/v1/people/:id',
    {
      config: { access: access.apiKey('people:read') },
      schema: {
        tags: ['v1 people'],
        summary: 'Bir çalışan — One person',
        description: 'Yetki / scope: people:read',
        params: publicPersonParams,
        querystring: noQuery,
        response: { 200: publicPersonResponse },
      },
    },
    async (request) => ({ person: await findPublicPerson(app.db, tenantScope(request), request.params.id) }),
  );

  app.get(
    '/api/v1/people/:id/balance',
    {
      config: { access: access.apiKey('leave:read') },
      schema: {
        tags: ['v1 people'],
        summary: 'Bir çalışanın yıllık izin bakiyesi — One person’s annual leave balance',
        description:
          'Yetki / scope: leave:read. Bakiye, web’deki hesap dökümüyle aynı defterden — From the same ledger as the web',
        params: publicPersonParams,
        querystring: noQuery,
        response: { 200: publicBalanceResponse },
      },
    },
    async (request) => {
      const scope = tenantScope(request);
      const person = await findPublicPerson(app.db, scope, request.params.id);
      const asOf = istanbulToday(request.now);
      const ledger = await loadLedger(app.db, scope, person.id, asOf);
      return {
        balance: { personId: person.id, asOf, entitled: ledger.total, used: ledger.used, remaining: ledger.remaining },
      };
    },
  );
};
