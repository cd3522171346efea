import { Navigate, Route, Routes } from 'react-router';
import { DesignSystemRoute } from '../features/design-system/DesignSystemRoute';
import { LandingPage } from '../features/landing/LandingPage';
import { lazyPage } from './lazy-page';

// The landing page is in this chunk; every other page (and the forms, date pickers and zod schemas
// they carry) is fetched when it is opened.
const CompanyLoginPage = lazyPage(() => import('../features/company-login/CompanyLoginPage'), 'CompanyLoginPage');
const OnboardingPage = lazyPage(() => import('../features/onboarding/OnboardingPage'), 'OnboardingPage');
const RegisterPage = lazyPage(() => import('../features/registration/RegisterPage'), 'RegisterPage');
const SetupOrganizationPage = lazyPage(() => import('../features/setup-organization/SetupOrganizationPage'), 'SetupOrganizationPage');
const HistoricalApprovalPage = lazyPage(() => import('../features/historical-leaves/ApprovalPage'), 'HistoricalApprovalPage');

/** Main domain routes (spec §2); every other path goes to /. */
export function MainSite() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<CompanyLoginPage />} />
      <Route path="/onboarding" element={<OnboardingPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/setup-organization" element={<SetupOrganizationPage />} />
      <Route path="/leave-approval/:token" element={<HistoricalApprovalPage />} />
      <Route path="/test-design" element={<DesignSystemRoute />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
