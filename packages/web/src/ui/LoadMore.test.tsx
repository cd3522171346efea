import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { LoadMore } from './LoadMore';

/** The browser's IntersectionObserver, driven by the test: `scrollIntoView()` says the end came into view. */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {
        observers = observers.filter((o) => o !== this.record);
      }
    },
  );
});
afterEach(() => {
  observers = [];
});
const scrollIntoView = () => {
  for (const o of observers)
    o.callback(
      o.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
};

describe('LoadMore', () => {
  it('"Daha fazla yükle" loads the next page', async () => {
    const onLoad = vi.fn();
    const { user } = renderUi(<LoadMore hasMore loading={false} onLoad={onLoad} />);
    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('the next page loads by itself when the end of the list comes into view', () => {
    const onLoad = vi.fn();
    renderUi(<LoadMore hasMore loading={false} onLoad={onLoad} />);
    scrollIntoView();
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('auto={false}: only the button loads the next page, coming into view does not', () => {
    const onLoad = vi.fn();
    renderUi(<LoadMore hasMore loading={false} onLoad={onLoad} auto={false} />);
    scrollIntoView();
    expect(observers).toEqual([]);
    expect(onLoad).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Daha fazla yükle' })).toBeEnabled();
  });

  it('while a page loads the button is busy and disabled', () => {
    renderUi(<LoadMore hasMore loading onLoad={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Daha fazla yükle' })).toBeDisabled();
  });

  it('at the last page it disappears and watches nothing', () => {
    renderUi(<LoadMore hasMore={false} loading={false} onLoad={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(observers).toHaveLength(0);
  });
});
