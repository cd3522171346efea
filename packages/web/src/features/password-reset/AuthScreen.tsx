import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';

/** The centred card the login page uses, shared by the forgot and reset password screens. */
export function AuthScreen({ icon, title, subtitle, children }: { icon: ReactNode; title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-50 via-white to-slate-50 p-4">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-xl bg-brand-100 text-brand-700">{icon}</div>
          <h1 className="mt-4 text-xl font-semibold">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
        </div>
        {children}
      </Card>
    </main>
  );
}
