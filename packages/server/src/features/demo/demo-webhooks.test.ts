import { describe, expect, it } from 'vitest';
import { webhookDeliveriesResponse, webhooksResponse } from '@paydos/contract/webhooks';
import { loginAs, request } from '../../../test/http';
import { adminEmail, ctx, host, logins, useDemoOrganization } from './demo-organization-fixture';
import { DEMO_WEBHOOK_URL } from './demo-webhooks';

useDemoOrganization();

describe('issue 26 item 3: the demo shows a webhook with a delivery log and never sends', () => {
  it('the payroll webhook is paused by the ADMIN (nothing goes to the internet) and its log shows delivered leave approvals and the leaver, one after a 503 and a retry', async () => {
    const token = await loginAs(ctx.app, 'demo', adminEmail, logins.peoplePassword);
    const list = webhooksResponse.parse((await request(ctx.app, host, 'GET', '/api/webhooks', { token })).json());
    expect(list.endpoints).toEqual([
      expect.objectContaining({ url: DEMO_WEBHOOK_URL, status: 'PAUSED', pausedReason: 'ADMIN' }),
    ]);
    const log = webhookDeliveriesResponse.parse(
      (await request(ctx.app, host, 'GET', `/api/webhooks/${list.endpoints[0]!.id}/deliveries`, { token })).json(),
    );
    expect(log.deliveries.length).toBeGreaterThanOrEqual(3);
    expect(log.deliveries.every((d) => d.status === 'DELIVERED' && d.lastStatusCode === 200)).toBe(true);
    expect(log.deliveries.map((d) => d.eventType)).toContain('person.left');
    expect(log.deliveries.map((d) => d.eventType)).toContain('leave.approved');
    expect(log.deliveries.filter((d) => d.attempts === 2)).toHaveLength(1);
    for (const d of log.deliveries) expect(new Date(d.createdAt).getTime()).toBeLessThan(Date.now());
  });
});
