import { CalendarCheck2 } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../platform/messages/first-load';
import { cn } from './cn';

/** The product's name with its mark, leading home: the top of the public pages (landing, sign-up, company login). */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('flex items-center gap-2 text-lg font-semibold text-brand-800', className)}>
      <CalendarCheck2 className="size-6" aria-hidden />
      {t.common.appName}
    </Link>
  );
}
