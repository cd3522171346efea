import { describe, expect, it } from 'vitest';
import type { ApprovalContext, ApprovalDelegation } from './approval-context';
import { delegateToday, effectiveDecider } from './delegation';

const today = '2025-12-10';
const during = (approverId: string, delegateId: string): ApprovalDelegation => ({
  approverId,
  delegateId,
  startDate: '2025-12-08',
  endDate: '2025-12-12',
});
const standing = (approverId: string, delegateId: string): ApprovalDelegation => ({
  approverId,
  delegateId,
  startDate: null,
  endDate: null,
});
const context = (delegations: ApprovalDelegation[], over: Partial<ApprovalContext> = {}): ApprovalContext => ({
  people: ['a', 'b', 'c', 'r'].map((id) => ({ id, role: 'MANAGER' as const, isActive: true })),
  teams: [],
  delegations,
  absences: [],
  today,
  ...over,
});

describe('issue 23: delegation follows the chain, never into a loop', () => {
  it.each([
    ['no delegate: the approver decides', [], { deciderId: 'a', onBehalfOf: null }],
    ['A→B for a period covering today', [during('a', 'b')], { deciderId: 'b', onBehalfOf: 'a' }],
    ['A→B→C: B delegating too, C decides', [during('a', 'b'), during('b', 'c')], { deciderId: 'c', onBehalfOf: 'a' }],
    ['a delegate chain A→B→A stops at B', [during('a', 'b'), during('b', 'a')], { deciderId: 'b', onBehalfOf: 'a' }],
    ['A→B→C→A stops at C', [during('a', 'b'), during('b', 'c'), during('c', 'a')], { deciderId: 'c', onBehalfOf: 'a' }],
    ['A→R (the requester) is skipped: A keeps it', [during('a', 'r')], { deciderId: 'a', onBehalfOf: null }],
    ['A→B→R stops at B', [during('a', 'b'), during('b', 'r')], { deciderId: 'b', onBehalfOf: 'a' }],
    [
      'a standing delegate while A is not away does nothing',
      [standing('a', 'b')],
      { deciderId: 'a', onBehalfOf: null },
    ],
  ])('%s', (_title, delegations, expected) => {
    expect(effectiveDecider(context(delegations), 'a', ['r'])).toEqual(expected);
  });

  it('a standing delegate takes over on the days the approver is on approved leave', () => {
    const away = { absences: [{ personId: 'a', startDate: '2025-12-09', endDate: '2025-12-10' }] };
    expect(effectiveDecider(context([standing('a', 'b')], away), 'a', ['r'])).toEqual({
      deciderId: 'b',
      onBehalfOf: 'a',
    });
    const back = context([standing('a', 'b')], { ...away, today: '2025-12-11' });
    expect(effectiveDecider(back, 'a', ['r'])).toEqual({ deciderId: 'a', onBehalfOf: null });
  });

  it('an approver away without a delegate keeps his step', () => {
    const away = { absences: [{ personId: 'a', startDate: today, endDate: today }] };
    expect(effectiveDecider(context([], away), 'a', ['r'])).toEqual({ deciderId: 'a', onBehalfOf: null });
  });

  it('an inactive delegate is passed over', () => {
    const people = [
      { id: 'a', role: 'MANAGER' as const, isActive: true },
      { id: 'b', role: 'MANAGER' as const, isActive: false },
    ];
    expect(effectiveDecider(context([during('a', 'b')], { people }), 'a', ['r'])).toEqual({
      deciderId: 'a',
      onBehalfOf: null,
    });
  });

  it('a delegation for a period wins over a standing one on the same day', () => {
    const away = { absences: [{ personId: 'a', startDate: today, endDate: today }] };
    expect(delegateToday(context([standing('a', 'b'), during('a', 'c')], away), 'a')).toBe('c');
  });
});
