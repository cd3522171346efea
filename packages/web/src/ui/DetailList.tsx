import type { ReactNode } from 'react';
import { cn } from './cn';

/** Label/value rows of a record (profile, employee detail); empty values show `empty`. */
export function DetailList({
  items,
  empty,
  className,
}: {
  items: { label: string; value: ReactNode }[];
  empty: string;
  className?: string;
}) {
  return (
    <dl className={cn('divide-y divide-line', className)}>
      {items.map((item) => (
        <div key={item.label} className="grid grid-cols-1 gap-1 px-5 py-3 text-sm sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-muted">{item.label}</dt>
          <dd
            className={cn(
              'wrap-anywhere',
              item.value === null || item.value === undefined || item.value === '' ? 'text-muted italic' : 'text-ink',
            )}
          >
            {item.value === null || item.value === undefined || item.value === '' ? empty : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
