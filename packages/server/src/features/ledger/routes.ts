import { adjustmentBody, adjustmentResponse, ledgerResponse } from '@paydos/contract/ledger';
import { istanbulToday } from '@paydos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { tenantScope } from '../../platform/tenant-scope';
import { userActor } from '../../platform/audit';
import { findTenantUser, idParams } from '../users';
import { addLedgerAdjustment } from './add-adjustment';
import { loadLedger } from './load-ledger';

/** The visible ledger: one's own for everyone, anyone's for ADMIN/MANAGER, corrections by ADMIN. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ledger/me',
    {
      config: { access: access.user() },
      schema: { tags: ['ledger'], summary: 'How my annual balance is computed', response: { 200: ledgerResponse } },
    },
    async (request) => {
      const auth = userAuth(request);
      return loadLedger(app.db, auth, auth.userId, istanbulToday(request.now));
    },
  );

  app.get(
    '/api/employee/:id/ledger',
    {
      config: { access: access.user('ADMIN', 'MANAGER') },
      schema: {
        tags: ['ledger'],
        summary: 'An employee’s annual-leave ledger',
        params: idParams,
        response: { 200: ledgerResponse },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      await findTenantUser(app.db, auth, request.params.id);
      return loadLedger(app.db, auth, request.params.id, istanbulToday(request.now));
    },
  );

  app.post(
    '/api/employee/:id/ledger-adjustments',
    {
      config: { access: access.user('ADMIN') },
      schema: {
        tags: ['ledger'],
        summary: 'Correct an employee’s balance with an ADJUSTMENT entry',
        params: idParams,
        body: adjustmentBody,
        response: { 201: adjustmentResponse },
      },
    },
    async (request, reply) => {
      const entry = await addLedgerAdjustment(
        app.db,
        tenantScope(request),
        request.params.id,
        request.body,
        userActor(request),
        request.now,
      );
      return reply.status(201).send(entry);
    },
  );
};
