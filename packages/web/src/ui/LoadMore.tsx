import { useEffect, useRef } from 'react';
import { t } from '../platform/messages';
import { Button } from './Button';

/**
 * The end of a paged list: the next page loads by itself when this comes into view (scrolling
 * down), and the button does the same for keyboards and for screens where nothing scrolls.
 * `auto={false}`: the button only, for a view a page does not lengthen (the team calendar's list
 * of days), where the end would stay in view and load every page one after another.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  auto = true,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  auto?: boolean;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || !auto) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load.current(), {
      rootMargin: '600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, auto]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center p-4" data-testid="load-more">
      <Button variant="secondary" loading={loading} onClick={onLoad}>
        {t.common.loadMore}
      </Button>
    </div>
  );
}
