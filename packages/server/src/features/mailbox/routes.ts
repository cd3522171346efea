import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { getMail, listMail } from './list-mail';
import { mailDetailResponse, mailIdParams, mailListQuery, mailListResponse } from '@paydos/contract/mailbox';

/** The operator's mailbox (product §D5): every mail the product wrote, read on the operator site. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/superadmin/mail',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        summary: 'Mails, newest first (keyset pages: limit, cursor → nextCursor)',
        querystring: mailListQuery,
        response: { 200: mailListResponse },
      },
    },
    async (request) => listMail(app.db, request.query),
  );

  app.get(
    '/api/superadmin/mail/:id',
    {
      config: { access: access.operator() },
      schema: {
        tags: ['operator'],
        summary: 'One mail with its HTML and text',
        params: mailIdParams,
        response: { 200: mailDetailResponse },
      },
    },
    async (request) => ({ mail: await getMail(app.db, request.params.id) }),
  );
};
