import { TriangleAlert } from 'lucide-react';
import { t } from '../platform/messages/first-load';
import { originOf } from '../platform/site';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { useDocumentTitle } from '../platform/document-title';
import { PageMain } from '../ui/PageMain';

/** When the base domain is unknown (the server did not answer), the home page is the host without its first label. */
function homeHref(baseDomain?: string): string {
  if (baseDomain) return `${originOf({ kind: 'main' }, baseDomain)}/`;
  const { protocol, hostname, port } = window.location;
  const labels = hostname.split('.');
  const home = labels.length > 1 ? labels.slice(1).join('.') : hostname;
  return `${protocol}//${home}${port ? `:${port}` : ''}/`;
}

export function SiteErrorPage({ baseDomain }: { baseDomain?: string }) {
  useDocumentTitle(t.site.errorTitle);
  return (
    <PageMain className="flex min-h-dvh items-center justify-center p-4">
      <Card className="max-w-md p-8 text-center">
        <TriangleAlert className="mx-auto size-10 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold">{t.site.errorTitle}</h1>
        <p className="mt-2 text-sm text-muted">{t.site.errorBody}</p>
        <Button asChild className="mt-6">
          <a href={homeHref(baseDomain)}>{t.common.backHome}</a>
        </Button>
      </Card>
    </PageMain>
  );
}
