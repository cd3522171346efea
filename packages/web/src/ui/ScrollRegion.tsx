import { MoveHorizontal } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { t } from '../platform/messages';
import { assignRef } from './assign-ref';
import { cn } from './cn';

type Edges = { sideways: boolean; scrolls: boolean; before: boolean; after: boolean };

/**
 * A box whose content may be wider than the screen (a wide table, the team calendar). Once its content does not fit,
 * it is a named region one reaches with Tab and scrolls with the arrow keys (WCAG 2.1.1, axe's
 * scrollable-region-focusable), with a focus ring drawn inside it (a card's rounded clip cannot hide it), shaded
 * edges where more is hidden and a line under it saying it scrolls. While everything fits it is a plain box: no
 * empty tab stop, no landmark. `label` names what it holds ("Aylık izin tablosu"). Tables get it through ui/Table.
 */
export function ScrollRegion({
  label,
  className,
  children,
  ref,
  ...props
}: HTMLAttributes<HTMLDivElement> & { label: string; ref?: Ref<HTMLDivElement> }) {
  const box = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState<Edges>({ sideways: false, scrolls: false, before: false, after: false });
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const hidden = element.scrollWidth - element.clientWidth;
    const next = {
      sideways: hidden > 1,
      // A box with a height limit (the team calendar) scrolls down too: that also needs a keyboard.
      scrolls: hidden > 1 || element.scrollHeight - element.clientHeight > 1,
      before: element.scrollLeft > 1,
      after: element.scrollLeft < hidden - 1,
    };
    setEdges((now) => ((Object.keys(next) as (keyof Edges)[]).every((key) => now[key] === next[key]) ? now : next));
  }, []);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    // The box and what is inside it change size independently (a resized window, rows loading).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, children]);

  return (
    <div className="min-w-0">
      <div className="relative">
        <div
          ref={(element) => {
            box.current = element;
            assignRef(ref, element);
          }}
          {...props}
          {...(edges.scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
          data-scrolls={edges.scrolls || undefined}
          onScroll={(event) => {
            measure();
            props.onScroll?.(event);
          }}
          className={cn('relative overflow-x-auto focus-visible:outline-offset-[-2px]', className)}
        >
          {children}
        </div>
        {edges.sideways && edges.before && (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-0 z-20 w-4 bg-linear-to-r from-slate-900/15 to-transparent"
          />
        )}
        {edges.sideways && edges.after && (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-0 z-20 w-4 bg-linear-to-l from-slate-900/15 to-transparent"
          />
        )}
      </div>
      {edges.sideways && (
        <p className="flex items-center gap-1.5 px-4 py-2 text-xs text-muted" data-testid="scroll-hint">
          <MoveHorizontal className="size-4 shrink-0" aria-hidden />
          {t.common.scrollsSideways}
        </p>
      )}
    </div>
  );
}
