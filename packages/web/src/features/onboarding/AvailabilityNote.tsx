import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { t } from '../../platform/messages';
import type { Availability } from './use-availability';

const texts = t.onboarding.availability;

/** The line under the e-mail or subdomain field for each availability state. */
export function AvailabilityNote({ kind, state }: { kind: 'email' | 'subdomain'; state: Availability }) {
  if (state === 'idle') return null;
  if (state === 'checking') {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted" aria-live="polite">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {texts.checking}
      </p>
    );
  }
  const ok = state === 'available';
  const text =
    kind === 'email'
      ? ok
        ? texts.emailAvailable
        : texts.emailTaken
      : ok
        ? texts.subdomainAvailable
        : state === 'reserved'
          ? texts.subdomainReserved
          : texts.subdomainTaken;
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <p
      className={`flex items-center gap-1.5 text-sm ${ok ? 'text-emerald-700' : 'text-red-600'}`}
      aria-live="polite"
      data-availability={state}
    >
      <Icon className="size-4" aria-hidden />
      {text}
    </p>
  );
}
