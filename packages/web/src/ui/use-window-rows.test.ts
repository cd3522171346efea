import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWindowRows } from './use-window-rows';

describe('useWindowRows', () => {
  it('up to 100 rows are all rendered, without spacers', () => {
    const { result } = renderHook(() => useWindowRows(100, 48));
    expect(result.current.items).toHaveLength(100);
    expect(result.current.items.at(-1)).toEqual({ index: 99, key: 99 });
    expect([result.current.before, result.current.after]).toEqual([0, 0]);
  });

  it('a list of thousands keeps only the rows near the screen, the rest as spacer height', () => {
    const { result } = renderHook(() => useWindowRows(5000, 48));
    expect(result.current.items.length).toBeGreaterThan(0);
    expect(result.current.items.length).toBeLessThan(100);
    expect(result.current.before + result.current.after + result.current.items.length * 48).toBe(5000 * 48);
  });
});
