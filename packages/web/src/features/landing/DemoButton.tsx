import { Play } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { t } from '../../platform/messages/first-load';
import { originOf, useSite } from '../../platform/site';
import { Button } from '../../ui/Button';
import { handoverUrl } from '../auth';
import { startDemoSession } from './api';

/** The living demo's subdomain where the installation has one (the server's `paydos-demo` meta, platform/index-page.ts). */
export function demoSubdomainOfThisPage(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="paydos-demo"]')?.content || undefined;
}

/**
 * "Demo İzle" (issue 21): one click logs the visitor in to the demo organization as its ADMIN. The
 * server answers a one-time handover code (POST /api/demo/session), and the browser takes it to the
 * demo's own login page in the URL fragment (never a session token in a URL, never the operator site).
 * Not rendered where the installation has no demo.
 */
export function DemoButton() {
  const { baseDomain } = useSite();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!demoSubdomainOfThisPage()) return null;
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { handoverCode, subdomain } = await startDemoSession();
      window.location.assign(handoverUrl(originOf({ kind: 'organization', subdomain }, baseDomain), handoverCode));
    } catch (error) {
      setBusy(false);
      setFailure(failureMessage(error, t.landing.demoFailed));
    }
  };
  return (
    <div className="flex w-full flex-col items-center gap-2 sm:w-auto">
      <Button type="button" size="lg" variant="secondary" className="w-full sm:w-auto" loading={busy} onClick={start}>
        {!busy && <Play className="size-4" aria-hidden />}
        {t.landing.heroDemo}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
