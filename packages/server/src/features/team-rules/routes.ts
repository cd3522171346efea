import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, userAuth } from '../../platform/access';
import { userActor } from '../../platform/audit';
import { tenantScope } from '../../platform/tenant-scope';
import { messages } from '@paydos/contract/messages';
import { idParams } from '@paydos/contract/person-fields';
import {
  lockPeriodBody,
  lockPeriodIdParams,
  minimumNoticeBody,
  minimumStaffingBody,
  noticeParams,
  ruleCheckBody,
  ruleCheckResponse,
  teamRuleSavedResponse,
  teamRulesResponse,
} from '@paydos/contract/team-rules';
import { clearMinimumNotice, setMinimumNotice } from './minimum-notice';
import { createLockPeriod, deleteLockPeriod } from './lock-periods';
import { loadTeamRules } from './load-team-rules';
import { checkRuleRequest } from './rule-check';
import { setMinimumStaffing } from './set-minimum-staffing';

const m = messages.teamRules;
const admin = { access: access.user('ADMIN') };
const tags = ['team-rules'];

/** Issue 23 item 5: the team rules' settings (ADMIN, audited `team_rules.*`) and the leave form's check (anyone). */
export const teamRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team-rules',
    {
      config: admin,
      schema: { tags, summary: 'Every team rule of the organization', response: { 200: teamRulesResponse } },
    },
    async (request) => loadTeamRules(app.db, tenantScope(request), request.now),
  );

  app.post(
    '/api/team-rules/lock-periods',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Lock days for the organization or one team (refused, or to İK only)',
        body: lockPeriodBody,
        response: { 201: teamRuleSavedResponse },
      },
    },
    async (request, reply) => {
      await createLockPeriod(app.db, tenantScope(request), request.body, userActor(request), request.now);
      return reply.status(201).send({ message: m.lockCreated });
    },
  );

  app.delete(
    '/api/team-rules/lock-periods/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove a lock period',
        params: lockPeriodIdParams,
        response: { 200: teamRuleSavedResponse },
      },
    },
    async (request) => {
      await deleteLockPeriod(app.db, tenantScope(request), request.params.id, userActor(request));
      return { message: m.lockDeleted };
    },
  );

  app.put(
    '/api/team-rules/teams/:id/minimum',
    {
      config: admin,
      schema: {
        tags,
        summary: "A team's minimum at work on each working day (null clears it)",
        params: idParams,
        body: minimumStaffingBody,
        response: { 200: teamRuleSavedResponse },
      },
    },
    async (request) => ({
      message: await setMinimumStaffing(
        app.db,
        tenantScope(request),
        request.params.id,
        request.body,
        userActor(request),
      ),
    }),
  );

  app.put(
    '/api/team-rules/notice/:leaveType',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Minimum notice of a bound leave type (annual, unpaid), in calendar days',
        params: noticeParams,
        body: minimumNoticeBody,
        response: { 200: teamRuleSavedResponse },
      },
    },
    async (request) => {
      await setMinimumNotice(app.db, tenantScope(request), request.params.leaveType, request.body, userActor(request));
      return { message: m.noticeSaved };
    },
  );

  app.delete(
    '/api/team-rules/notice/:leaveType',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove the minimum notice of a leave type',
        params: noticeParams,
        response: { 200: teamRuleSavedResponse },
      },
    },
    async (request) => {
      await clearMinimumNotice(app.db, tenantScope(request), request.params.leaveType, userActor(request));
      return { message: m.noticeCleared };
    },
  );

  app.post(
    '/api/leaves/rule-check',
    {
      config: { access: access.user() },
      schema: {
        tags,
        summary: 'What the team rules say of a request before it is sent (every broken rule with its days)',
        body: ruleCheckBody,
        response: { 200: ruleCheckResponse },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      return checkRuleRequest(
        app.db,
        tenantScope(request),
        { userId: auth.userId, role: auth.role },
        request.body,
        request.now,
      );
    },
  );
};
