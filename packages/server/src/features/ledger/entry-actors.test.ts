import { describe, expect, it } from 'vitest';
import { entryActors } from './entry-actors';

const owner = { id: 'zeynep', name: 'Zeynep Kaya' };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
const line = (id: string, kind: string, minute: number, extra: Record<string, unknown> = {}) => ({
  id,
  kind,
  leaveRequestId: 'leave-1',
  createdAt: at(minute),
  author: 'Ayşe Yılmaz',
  requestStatus: 'APPROVED',
  requester: { id: 'zeynep', name: 'Zeynep Kaya' },
  ...extra,
});

describe('ledger line actors (issue 21): who asked, who decided, who changed', () => {
  it('a past leave recorded by an admin names its recorder and the person’s consent', () => {
    const actors = entryActors(owner, [
      line('h', 'HISTORICAL_USAGE', 0, { requester: { id: 'ayse', name: 'Ayşe Yılmaz' } }),
    ]);
    expect(actors.get('h')).toEqual([
      { role: 'RECORDED', name: 'Ayşe Yılmaz' },
      { role: 'CONSENTED', name: 'Zeynep Kaya' },
    ]);
  });

  it('the first line of a leave is its decision, a later one an edit (written earlier-dated or not), the last return of a cancelled leave its cancellation', () => {
    const lines = [
      line('edit', 'RETURN', 5, { author: 'Mehmet Demir', requestStatus: 'CANCELLED' }),
      line('usage', 'USAGE', 0, { requestStatus: 'CANCELLED' }),
      line('cancel', 'RETURN', 9, { requestStatus: 'CANCELLED' }),
    ];
    const actors = entryActors(owner, lines);
    expect(actors.get('usage')).toEqual([
      { role: 'REQUESTED', name: 'Zeynep Kaya' },
      { role: 'APPROVED', name: 'Ayşe Yılmaz' },
    ]);
    expect(actors.get('edit')).toEqual([{ role: 'CHANGED', name: 'Mehmet Demir' }]);
    expect(actors.get('cancel')).toEqual([{ role: 'CANCELLED', name: 'Ayşe Yılmaz' }]);
  });

  it('a line of no leave was added by its author; the operator’s or the system’s line names nobody', () => {
    const actors = entryActors(owner, [
      { ...line('adj', 'ADJUSTMENT', 0), leaveRequestId: null },
      { ...line('grant', 'GRANT', 0), leaveRequestId: null, author: null },
      line('op', 'USAGE', 0, { leaveRequestId: 'leave-2', author: null, requester: null }),
    ]);
    expect(actors.get('adj')).toEqual([{ role: 'ADDED', name: 'Ayşe Yılmaz' }]);
    expect(actors.get('grant')).toEqual([]);
    expect(actors.get('op')).toEqual([]);
  });
});
