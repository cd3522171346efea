import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { t } from '../platform/messages';
import { cn } from './cn';
import { ScrollRegion } from './ScrollRegion';

/**
 * Scrolls sideways inside its own named region (ui/ScrollRegion) rather than squeezing columns. A table of figures
 * that a phone must read at a glance becomes cards below `sm` instead (the monthly report, the staff list).
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <ScrollRegion label={props['aria-label'] ?? t.common.table}>
      <table className={cn('w-full min-w-[36rem] text-left text-sm', className)} {...props} />
    </ScrollRegion>
  );
}
export const Th = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th
    scope="col"
    className={cn(
      'border-b border-line bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase',
      className,
    )}
    {...props}
  />
);
export const Td = ({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td className={cn('border-b border-line px-4 py-3 align-middle', className)} {...props} />
);
