import {
  BellRing,
  CalendarCheck2,
  CheckCircle2,
  FileBarChart,
  Quote,
  Scale,
  ShieldCheck,
  ThumbsUp,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages/first-load';
import { BrandLink } from '../../ui/BrandLink';
import { cn } from '../../ui/cn';
import { Button } from '../../ui/Button';
import { DemoButton } from './DemoButton';
import { PricingCalculator } from './PricingCalculator';
import { useDocumentTitle } from '../../platform/document-title';
import { PageMain } from '../../ui/PageMain';
import { LanguageSwitch } from '../language';

const l = t.landing;
const featureIcons = [Scale, ThumbsUp, FileBarChart, BellRing];
const reassuranceIcons = [CheckCircle2, Zap, ShieldCheck];

/** The public landing page (product §2): header, hero, reassurance, features, pricing, testimonials, footer. */
export function LandingPage() {
  useDocumentTitle(t.documentTitle.landing);
  return (
    <div className="min-h-dvh bg-white">
      <header className="sticky top-0 z-10 border-b border-line/70 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <BrandLink />
          <nav className="flex items-center gap-2">
            {/* A phone's header has no room for it: there, the switch is in the footer. */}
            <LanguageSwitch className="hidden sm:flex" />
            <Button asChild variant="ghost">
              <Link to="/login">{l.login}</Link>
            </Button>
            <Button asChild>
              <Link to="/onboarding">{l.trial}</Link>
            </Button>
          </nav>
        </div>
      </header>

      <PageMain>
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:pt-24">
            <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200">
              <Scale className="size-3.5" aria-hidden />
              {l.heroBadge}
            </span>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{l.title}</h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{l.lead}</p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Button asChild size="lg" className="w-full sm:w-auto">
                <Link to="/onboarding">{l.heroTrial}</Link>
              </Button>
              {/* Issue 21: a one-click login into the living demo, or nothing where there is none. */}
              <DemoButton />
            </div>
            <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm text-ink sm:flex-row sm:gap-8">
              {l.reassurance.map((line, index) => {
                const Icon = reassuranceIcons[index]!;
                return (
                  <li key={line} className="flex items-center gap-2">
                    <Icon className="size-4 text-brand-600" aria-hidden />
                    {line}
                  </li>
                );
              })}
            </ul>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-20" aria-labelledby="features-title">
          <SectionHeading id="features-title" title={l.featuresTitle} lead={l.featuresLead} />
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {l.features.map((feature, index) => {
              const Icon = featureIcons[index]!;
              return (
                <div key={feature.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                  <div className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden />
                  </div>
                  <h3 className="mt-4 font-semibold text-ink">{feature.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{feature.body}</p>
                </div>
              );
            })}
          </div>
        </section>

        <section className="bg-canvas px-4 py-20" aria-labelledby="pricing-title">
          <SectionHeading id="pricing-title" title={l.pricingTitle} lead={l.pricingLead} className="mb-12" />
          <PricingCalculator />
        </section>

        <section className="mx-auto max-w-6xl px-4 py-20" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
            {l.testimonialsTitle}
          </h2>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {l.testimonials.map((item) => (
              <figure key={item.name} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
                <Quote className="size-6 text-brand-200" aria-hidden />
                <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-ink">“{item.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
                    aria-hidden
                  >
                    {item.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-ink">{item.name}</span>
                    <span className="block text-xs text-muted">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      </PageMain>

      <footer className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <span className="flex items-center gap-2 font-semibold text-brand-800">
              <CalendarCheck2 className="size-5" aria-hidden />
              {t.common.appName}
            </span>
            <p className="mt-1 text-sm text-muted">{l.footerTagline}</p>
          </div>
          <nav className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            <Link to="/login" className="hover:text-ink">
              {l.footerLinks.login}
            </Link>
            <Link to="/onboarding" className="hover:text-ink">
              {l.footerLinks.trial}
            </Link>
            <span>{l.footerLinks.kvkk}</span>
          </nav>
          <LanguageSwitch className="-ml-2.5 sm:hidden" />
        </div>
        <p className="border-t border-line py-4 text-center text-xs text-muted">
          {l.footerRights(new Date().getFullYear())}
        </p>
      </footer>
    </div>
  );
}

/** A section's heading and its lead line, centred (the section names itself by the heading's id). */
function SectionHeading({
  id,
  title,
  lead,
  className,
}: {
  id: string;
  title: string;
  lead: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-4 text-muted">{lead}</p>
    </div>
  );
}
