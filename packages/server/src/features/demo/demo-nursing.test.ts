import { addDays, compareDates, nursingLastDay } from '@paydos/domain';
import { describe, expect, it } from 'vitest';
import { loginAs, request } from '../../../test/http';
import { DEMO_NURSING } from './demo-nursing';
import { ctx, host, ledger, logins, people, requests, today, useDemoOrganization } from './demo-organization-fixture';

useDemoOrganization();

const zeynep = () => people.find((p) => p.firstName === DEMO_NURSING.firstName)!;
const nursing = () => requests.filter((r) => r.leaveType === 'nursing');

describe('issue 24 item 6: the demo shows a nursing leave in hours (süt izni, 4857 md. 74)', () => {
  it('süt izni (4857 md. 74): Zeynep’s child is five months old; 1,5 saat a day from 16:30, approved, up to this week, before the first birthday', () => {
    expect(nursing()).toHaveLength(1);
    const [leave] = nursing();
    expect(leave).toMatchObject({
      userId: zeynep().id,
      status: 'APPROVED',
      days: 0,
      minutesPerDay: 90,
      startTime: '16:30',
      childBirthDate: addDays(today, -150),
    });
    // Whole weeks' working days, 90 minutes each (a holiday takes none): exact minutes, never a fraction of a day.
    expect(leave!.minutes! % 90).toBe(0);
    expect(leave!.minutes).toBeGreaterThan(0);
    expect(compareDates(leave!.startDate, today)).toBeLessThanOrEqual(0);
    expect(compareDates(leave!.endDate, nursingLastDay(leave!.childBirthDate!, leave!.startDate))).toBeLessThan(0);
    // Counted as working time: the annual balance is never drawn.
    expect(ledger.filter((e) => e.leaveRequestId === leave!.id)).toEqual([]);
  });

  it('Zeynep’s İzin Taleplerim answers the leave with its hours', async () => {
    const token = await loginAs(ctx.app, 'demo', zeynep().email, logins.peoplePassword);
    const response = await request(ctx.app, host, 'GET', '/api/leaves/my-requests', { token });
    const leave = response.json().leaveRequests.find((r: { leaveType: string }) => r.leaveType === 'nursing');
    expect(leave.leaveTypeName).toBe('Süt İzni (günde 1,5 saat)');
    expect(leave.hours).toMatchObject({ minutesPerDay: 90, startTime: '16:30' });
    expect(leave.hours.minutes % 90).toBe(0);
  });
});
