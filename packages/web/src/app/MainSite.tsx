import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { DesignSystemRoute } from '../features/design-system/DesignSystemRoute';
import { LandingPage } from '../features/landing/LandingPage';
import { FullPageSpinner } from '../ui/Spinner';
import { lazyPage } from './lazy-page';

// The landing page is in this chunk; every other page (and the forms, date pickers and zod schemas
// they carry) is fetched when it is opened.
const CompanyLoginPage = lazyPage(() => import('../features/company-login/CompanyLoginPage'), 'CompanyLoginPage');
const OnboardingPage = lazyPage(() => import('../features/onboarding/OnboardingPage'), 'OnboardingPage');
const RegisterPage = lazyPage(() => import('../features/registration/RegisterPage'), 'RegisterPage');
const SetupOrganizationPage = lazyPage(
  () => import('../features/setup-organization/SetupOrganizationPage'),
  'SetupOrganizationPage',
);
const HistoricalApprovalPage = lazyPage(
  () => import('../features/historical-leaves/ApprovalPage'),
  'HistoricalApprovalPage',
);
// The landing page asks the server without TanStack Query (features/landing/api.ts): the library is
// fetched with the first page that needs it.
const QueryProvider = lazy(() => import('../platform/query-client'));

function WithQueries() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </Suspense>
  );
}

/** Main domain routes (product §2); every other path goes to /. */
export function MainSite() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route element={<WithQueries />}>
        <Route path="/login" element={<CompanyLoginPage />} />
        <Route path="/onboarding" element={<OnboardingPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/setup-organization" element={<SetupOrganizationPage />} />
        <Route path="/leave-approval/:token" element={<HistoricalApprovalPage />} />
        <Route path="/test-design" element={<DesignSystemRoute />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
