import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import { auditActor } from '../../platform/audit';
import {
  couponBody,
  couponDeletedResponse,
  couponIdParams,
  couponListQuery,
  couponListResponse,
  couponResponse,
} from '@paydos/contract/coupons';
import { messages } from '@paydos/contract/messages';
import { noBody } from '@paydos/contract/fields';
import { listCoupons } from './coupon-store';
import { createCoupon, deleteCoupon, toggleCoupon, updateCoupon } from './save-coupon';

const m = messages.coupon;
const tags = ['operator'];
const operator = { access: access.operator() };

/** Operator coupons (product §2 /coupons, §5, §7); the spec's `/api/super-admin/…` spelling is rewritten to these. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/superadmin/coupons',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Every coupon, newest first',
        querystring: couponListQuery,
        response: { 200: couponListResponse },
      },
    },
    async (request) => ({ coupons: await listCoupons(app.db, request.now) }),
  );

  app.post(
    '/api/superadmin/coupons',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Create a coupon (code upper-cased and unique)',
        body: couponBody,
        response: { 201: couponResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        coupon: await createCoupon(app.db, auditActor(request), request.body, request.now),
        message: m.created,
      }),
  );

  app.put(
    '/api/superadmin/coupons/:id',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Save a coupon (the whole row, as the inline edit sends it)',
        params: couponIdParams,
        body: couponBody,
        response: { 200: couponResponse },
      },
    },
    async (request) => ({
      coupon: await updateCoupon(app.db, auditActor(request), request.params.id, request.body, request.now),
      message: m.updated,
    }),
  );

  app.put(
    '/api/superadmin/coupons/:id/toggle',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Switch a coupon active ↔ inactive',
        params: couponIdParams,
        body: noBody,
        response: { 200: couponResponse },
      },
    },
    async (request) => ({
      coupon: await toggleCoupon(app.db, auditActor(request), request.params.id, request.now),
      message: m.updated,
    }),
  );

  app.delete(
    '/api/superadmin/coupons/:id',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Delete a coupon that was never used (a used one: 409)',
        params: couponIdParams,
        response: { 200: couponDeletedResponse },
      },
    },
    async (request) => {
      await deleteCoupon(app.db, auditActor(request), request.params.id);
      return { message: m.deleted };
    },
  );
};
