import { describe, expect, it } from 'vitest';
import { leaveDateProblems } from './leave-request-dates';

describe('new-leave date rules (product §5)', () => {
  it('uses the form texts verbatim', () => {
    expect(leaveDateProblems({ startDate: '2025-05-04', endDate: '2025-05-03', today: '2025-05-05' })).toEqual([
      { field: 'startDate', message: 'Başlangıç tarihi bugünden önce olamaz!' },
      { field: 'endDate', message: 'Bitiş tarihi başlangıç tarihinden önce olamaz!' },
    ]);
    expect(leaveDateProblems({ startDate: '2025-05-05', endDate: '2025-05-05', today: '2025-05-05' })).toEqual([]);
  });

  it('historical leave may be in the past and uses its own text', () => {
    expect(
      leaveDateProblems({ startDate: '2020-05-04', endDate: '2020-05-03', today: '2025-05-05', allowPast: true }),
    ).toEqual([{ field: 'endDate', message: 'Bitiş tarihi başlangıç tarihinden önce olamaz' }]);
  });

  it('reports dates that do not exist', () => {
    expect(
      leaveDateProblems({ startDate: '2025-02-29', endDate: '', today: '2025-01-01' }).map((p) => p.field),
    ).toEqual(['startDate', 'endDate']);
  });

  it('both dates lie in the years whose public holidays are known (2017-2035): far dates are a problem, not a crash', () => {
    expect(leaveDateProblems({ startDate: '2030-05-06', endDate: '9999-12-31', today: '2030-05-05' })).toEqual([
      { field: 'endDate', message: 'Lütfen 2017-2035 yılları arasında bir tarih seçin.' },
    ]);
    expect(
      leaveDateProblems({ startDate: '0001-01-01', endDate: '2030-05-06', today: '2030-05-05', allowPast: true }).map(
        (p) => p.field,
      ),
    ).toEqual(['startDate']);
  });
});
