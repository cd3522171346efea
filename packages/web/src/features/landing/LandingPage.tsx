import { CalendarCheck2 } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';

/** The public landing page; its full content (features, pricing, testimonials) comes with onboarding. */
export function LandingPage() {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <span className="flex items-center gap-2 text-lg font-semibold text-brand-800">
          <CalendarCheck2 className="size-6" aria-hidden />
          {t.common.appName}
        </span>
        <div className="flex gap-2">
          <Button asChild variant="ghost">
            <Link to="/login">{t.landing.login}</Link>
          </Button>
          <Button asChild>
            <Link to="/onboarding">{t.landing.trial}</Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t.landing.title}</h1>
        <p className="mt-6 text-lg text-muted">{t.landing.lead}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/onboarding">{t.landing.trial}</Link>
        </Button>
      </main>
    </div>
  );
}
