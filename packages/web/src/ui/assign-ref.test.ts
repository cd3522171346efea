import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assignRef } from './assign-ref';
import { cn } from './cn';

describe('assignRef', () => {
  it('hands the node to a callback ref or an object ref, and ignores none', () => {
    const node = document.createElement('input');
    const callback = vi.fn();
    const object = createRef<HTMLInputElement>();
    assignRef(callback, node);
    assignRef(object, node);
    assignRef(undefined, node);
    expect(callback).toHaveBeenCalledWith(node);
    expect(object.current).toBe(node);
  });
});

describe('cn', () => {
  it('a later Tailwind class wins over an earlier one of the same property; falsy parts drop', () => {
    expect(cn('px-3 text-sm', false, undefined, 'px-4')).toBe('text-sm px-4');
  });
});
