import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../ui/Spinner';

// The sample page shows every component: its code is fetched only when /test-design is opened.
const DesignSystemPage = lazy(() => import('./DesignSystemPage'));

export function DesignSystemRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <DesignSystemPage />
    </Suspense>
  );
}
