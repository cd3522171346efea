import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../ui/Card';

/**
 * One section of the design sample page: the component names as its heading (the browser test
 * checks that every component exported by ui/ has one), where it lives and what it is for.
 */
export function SampleSection({
  id,
  names,
  file,
  description,
  children,
}: {
  id: string;
  names: readonly string[];
  file: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader
        title={names.join(' · ')}
        description={
          <>
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{file}</code>
            <span className="mt-1 block">{description}</span>
          </>
        }
      />
      <div className="space-y-6 p-5">{children}</div>
    </Card>
  );
}

/** A labelled group of samples inside a section (variants, sizes, states…). */
export function SampleGroup({
  title,
  code,
  children,
  className,
}: {
  title: string;
  code?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div>
      <h3
        className={
          code
            ? 'mb-3 font-mono text-xs font-semibold text-muted'
            : 'mb-3 text-xs font-semibold tracking-wide text-muted uppercase'
        }
      >
        {title}
      </h3>
      <div className={className ?? 'flex flex-wrap items-center gap-3'}>{children}</div>
    </div>
  );
}
