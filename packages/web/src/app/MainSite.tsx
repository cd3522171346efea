import { Navigate, Route, Routes } from 'react-router';
import { CompanyLoginPage } from '../features/company-login/CompanyLoginPage';
import { LandingPage } from '../features/landing/LandingPage';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { SetupOrganizationPage } from '../features/setup-organization/SetupOrganizationPage';
import { RegisterPage } from '../features/registration/RegisterPage';
import { DesignSystemRoute } from '../features/design-system/DesignSystemRoute';
import { HistoricalApprovalPage } from '../features/historical-leaves/ApprovalPage';

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
