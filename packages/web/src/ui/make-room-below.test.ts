import { describe, expect, it, vi } from 'vitest';
import { makeRoomBelow } from './make-room-below';

const boxAt = (top: number, bottom: number) => ({ getBoundingClientRect: () => ({ top, bottom }) }) as HTMLElement;

describe('makeRoomBelow', () => {
  it('scrolls a low box up by what is missing under it', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    makeRoomBelow(boxAt(600, 640), 470);
    expect(scrollBy).toHaveBeenCalledWith({ top: 310 });
  });

  it('never scrolls the box under the sticky header (72 px)', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(500);
    makeRoomBelow(boxAt(200, 240), 470);
    expect(scrollBy).toHaveBeenCalledWith({ top: 128 });
  });

  it('enough room already, or no box: no scroll', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    makeRoomBelow(boxAt(100, 140), 470);
    makeRoomBelow(null, 470);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
