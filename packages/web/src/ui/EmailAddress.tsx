import { Fragment } from 'react';
import { cn } from './cn';

/**
 * An e-mail address that wraps, when it must, after the "@" or before a "." (`ayse.yilmaz@` / `demo.paydos.test`),
 * never inside a word; all of it stays on screen and copies as typed (<wbr> adds no character). A single part wider
 * than its box still breaks (overflow-wrap: break-word) rather than run out of it.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <span data-email className={cn('break-words', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
