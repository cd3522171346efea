import type { TeamRuleBreak, TeamRuleCheck } from '@paydos/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveRequests } from '../../db/schema';
import { cleanWeeks } from '../../../test/leave-dates';
import { useTestApp } from '../../../test/test-app';
import { annualLeave, approvalOrganization } from './approvals-fixture';

/**
 * How a request's steps follow the team rules' outcome (docs/approval-rules.md section 5). The rules'
 * loader is the team-rules feature's; its check is stood in for here, so this file tests what the
 * engine does with each outcome, whatever the rules were.
 */
const outcome = vi.hoisted((): { current: TeamRuleCheck } => ({ current: { outcome: 'ALLOWED', breaks: [] } }));
vi.mock('../team-rules/check-request', () => ({
  checkRequestAgainstTeamRules: vi.fn(() => Promise.resolve(outcome.current)),
}));

const ctx = useTestApp();
const [w1, w2] = cleanWeeks(30, 2);

const lockBreak: TeamRuleBreak = {
  code: 'lock_period',
  mode: 'NEEDS_ADMIN',
  dates: [w1!.monday],
  message: `${w1!.monday} kilitli dönemde (yıl sonu kapanışı); talep İK onayına gider.`,
  lockPeriodId: '00000000-0000-4000-8000-000000000001',
  teamId: null,
};
const staffingBreak: TeamRuleBreak = {
  code: 'minimum_staffing',
  mode: 'REFUSE',
  dates: [w1!.day(1)],
  message: `${w1!.day(1)} günü Satış ekibinde en az 3 kişi çalışmalı; 2 kişi kalıyor.`,
  teamId: '00000000-0000-4000-8000-000000000002',
  minimumAtWork: 3,
  atWork: [],
};

beforeEach(() => {
  outcome.current = { outcome: 'ALLOWED', breaks: [] };
});

describe('team rules decide a request’s steps (docs/approval-rules.md section 5)', () => {
  it('REFUSED: a Turkish 400 naming every broken rule (on startDate), nothing written', async () => {
    const o = await approvalOrganization(ctx);
    outcome.current = { outcome: 'REFUSED', breaks: [lockBreak, staffingBreak] };
    const response = await o.ask(o.employee, annualLeave(w1!));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    for (const b of [lockBreak, staffingBreak]) {
      expect(body.error).toContain(b.message);
      expect(body.fields.startDate).toContain(b.message);
    }
    expect(await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.userId, o.employee.id))).toEqual([]);
    expect(await o.mailsTo(o.manager)).toEqual([]);
  });

  it('NEEDS_ADMIN: the breaks are kept on the request and shown to its deciders; its steps are İK alone, whatever the flow', async () => {
    const o = await approvalOrganization(ctx);
    outcome.current = { outcome: 'NEEDS_ADMIN', breaks: [lockBreak] };
    const sent = await o.ask(o.employee, annualLeave(w1!));
    expect(sent.statusCode).toBe(201);
    const leave = sent.json().leaveRequest;
    expect(leave.ruleBreaks).toEqual([
      { code: 'lock_period', mode: 'NEEDS_ADMIN', dates: [w1!.monday], message: lockBreak.message },
    ]);
    expect(leave.steps).toMatchObject([{ kind: 'ADMIN', state: 'CURRENT' }]);
    expect(leave.stageLabel).toBe("İK'da");
    expect(await o.mailsTo(o.admin, 'leave-request')).toHaveLength(1);
    expect(await o.mailsTo(o.manager, 'leave-request')).toHaveLength(0);
    const [row] = await ctx.handle.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave.id));
    expect(row!.ruleBreaks).toEqual([lockBreak]);

    outcome.current = { outcome: 'ALLOWED', breaks: [] };
    const plain = (await o.ask(o.employee, annualLeave(w2!))).json().leaveRequest;
    expect(plain).toMatchObject({ ruleBreaks: [], stageLabel: 'Yöneticide' });
  });

  it('an ADMIN’s record for someone else is approved at once without the rules (no steps)', async () => {
    const o = await approvalOrganization(ctx);
    outcome.current = { outcome: 'REFUSED', breaks: [staffingBreak] };
    const recorded = await o.call(o.admin.token, 'POST', `/api/leaves/employee/${o.employee.id}`, annualLeave(w1!));
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().leaveRequest).toMatchObject({ status: 'APPROVED', steps: [], ruleBreaks: [] });
  });
});
