import { describe, expect, it } from 'vitest';
import { completedYearsBetween } from './completed-years';

describe('whole years between two dates', () => {
  it.each([
    ['2020-03-10', '2021-03-09', 0],
    ['2020-03-10', '2021-03-10', 1],
    ['2020-02-29', '2021-02-27', 0],
    ['2020-02-29', '2021-02-28', 1],
    ['2020-02-29', '2024-02-28', 3],
    ['2020-02-29', '2024-02-29', 4],
    ['2021-02-28', '2024-02-28', 3],
    ['2020-03-10', '2019-01-01', 0],
  ])('%s to %s is %i years', (from, on, years) => expect(completedYearsBetween(from, on)).toBe(years));
});
