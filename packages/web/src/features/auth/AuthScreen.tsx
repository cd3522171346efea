import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandLink } from '../../ui/BrandLink';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { PageMain } from '../../ui/PageMain';
import { LanguageSwitch } from '../language';

/** The centred card of the login pages and the screens around them: company login, forgot/reset password, invitation sign-up, consent. */
export function AuthScreen({
  icon,
  title,
  subtitle,
  wide,
  tone = 'brand',
  brand,
  after,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  /** A longer form (sign-up) gets a wider card. */
  wide?: boolean;
  /** 'error' for the invalid-link screens. */
  tone?: 'brand' | 'error';
  /** The product's name above the card, leading home (the main site's company login). */
  brand?: boolean;
  /** What follows the card (a way back home); the language switch comes last. */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageMain className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-slate-50 p-4">
      {brand && <BrandLink className="mb-6" />}
      <Card className={cn('w-full p-6 sm:p-8', wide ? 'max-w-xl' : 'max-w-md')}>
        <div className="mb-6 text-center">
          <div
            className={cn(
              'mx-auto flex size-14 items-center justify-center rounded-xl',
              tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-brand-100 text-brand-700',
            )}
          >
            {icon}
          </div>
          <h1 className="mt-4 text-xl font-semibold">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
        </div>
        {children}
      </Card>
      {after}
      <LanguageSwitch className="mt-4" />
    </PageMain>
  );
}

/** The screen while a one-time link (invitation, password reset) is checked. */
export function LinkCheckingScreen({ title }: { title: string }) {
  return (
    <AuthScreen icon={<Loader2 className="size-7 animate-spin" aria-hidden />} title={title}>
      <span />
    </AuthScreen>
  );
}
