import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn';

/** Scrolls sideways on a phone rather than squeezing columns. */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full min-w-[36rem] text-left text-sm', className)} {...props} />
    </div>
  );
}
export const Th = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th scope="col" className={cn('border-b border-line bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase', className)} {...props} />
);
export const Td = ({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td className={cn('border-b border-line px-4 py-3 align-middle', className)} {...props} />
);
