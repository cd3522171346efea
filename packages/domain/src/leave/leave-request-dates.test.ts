import { describe, expect, it } from 'vitest';
import { leaveDateProblems } from './leave-request-dates';

describe('new-leave date rules (spec §5)', () => {
  it('uses the form texts verbatim', () => {
    expect(leaveDateProblems({ startDate: '2025-05-04', endDate: '2025-05-03', today: '2025-05-05' })).toEqual([
      { field: 'startDate', message: 'Başlangıç tarihi bugünden önce olamaz!' },
      { field: 'endDate', message: 'Bitiş tarihi başlangıç tarihinden önce olamaz!' },
    ]);
    expect(leaveDateProblems({ startDate: '2025-05-05', endDate: '2025-05-05', today: '2025-05-05' })).toEqual([]);
  });

  it('historical leave may be in the past and uses its own text', () => {
    expect(leaveDateProblems({ startDate: '2020-05-04', endDate: '2020-05-03', today: '2025-05-05', allowPast: true })).toEqual([
      { field: 'endDate', message: 'Bitiş tarihi başlangıç tarihinden önce olamaz' },
    ]);
  });

  it('reports dates that do not exist', () => {
    expect(leaveDateProblems({ startDate: '2025-02-29', endDate: '', today: '2025-01-01' }).map((p) => p.field)).toEqual(['startDate', 'endDate']);
  });
});
