import { Navigate, Route, Routes } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { RequireRole } from '../features/auth/RequireRole';
import { DesignSystemRoute } from '../features/design-system/DesignSystemRoute';
import { OrganizationLayout } from '../features/shell/OrganizationLayout';
import { useEarlyFetchOfTheOpeningPageOnly } from '../platform/early-fetch-navigation';
import { QueryProvider } from '../platform/query-client';
import { lazyPage } from './lazy-page';

// The frame is in this chunk; each page, the login page too, is fetched when it is opened (the shell's
// <Suspense> keeps the sidebar while it arrives). The server preloads the page a visit opens on
// (platform/index-page.ts on the server), so that it downloads with this chunk.
const OrganizationLoginPage = lazyPage(() => import('../features/auth/OrganizationLoginPage'), 'OrganizationLoginPage');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/password-reset/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('../features/password-reset/ResetPasswordPage'), 'ResetPasswordPage');
const MyLeaveRequestsPage = lazyPage(() => import('../features/leaves/Page'), 'MyLeaveRequestsPage');
const LeaveApprovalsPage = lazyPage(() => import('../features/approvals/Page'), 'LeaveApprovalsPage');
const HistoricalApprovalPage = lazyPage(
  () => import('../features/historical-leaves/ApprovalPage'),
  'HistoricalApprovalPage',
);
const HistoricalLeavePage = lazyPage(() => import('../features/historical-leaves/Page'), 'HistoricalLeavePage');
const StaffManagementPage = lazyPage(() => import('../features/staff/Page'), 'StaffManagementPage');
const OrganizationPage = lazyPage(() => import('../features/organization/Page'), 'OrganizationPage');
const EmployeeDetailPage = lazyPage(() => import('../features/employees/Page'), 'EmployeeDetailPage');
const MyProfilePage = lazyPage(() => import('../features/profile/Page'), 'MyProfilePage');
const DataUploadsPage = lazyPage(() => import('../features/data-uploads/Page'), 'DataUploadsPage');
const MonthlyReportPage = lazyPage(() => import('../features/monthly-report/Page'), 'MonthlyReportPage');
const TeamCalendarPage = lazyPage(() => import('../features/team-calendar/Page'), 'TeamCalendarPage');
const PaymentPage = lazyPage(() => import('../features/billing/Page'), 'PaymentPage');

// The page this visit opens on (site-chunks.json's opening pages, whose chunks the server's page preloads) is taken
// now, so that it renders at once after the session check instead of behind the frame's <Suspense> fallback.
const openingPages: Partial<Record<string, { preload(): void }>> = {
  '/': OrganizationLoginPage,
  '/login': OrganizationLoginPage,
  '/dashboard': DashboardPage,
};
openingPages[window.location.pathname.replace(/(.)\/$/, '$1')]?.preload();

/** Organization routes with the guards of product §6; every other path goes to /. */
export function OrganizationSite() {
  useEarlyFetchOfTheOpeningPageOnly();
  return (
    <QueryProvider>
      <AuthProvider>
        <Routes>
          <Route path="/" element={<OrganizationLoginPage />} />
          <Route path="/login" element={<OrganizationLoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/leave-approval/:token" element={<HistoricalApprovalPage />} />
          <Route path="/test-design" element={<DesignSystemRoute />} />
          <Route element={<RequireRole />}>
            <Route element={<OrganizationLayout />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/my-profile" element={<MyProfilePage />} />
              <Route path="/my-leave-requests" element={<MyLeaveRequestsPage />} />
              <Route path="/team-calendar" element={<TeamCalendarPage />} />
              <Route path="/staff-management" element={<StaffManagementPage />} />
              <Route path="/leave-approvals" element={<LeaveApprovalsPage />} />
              <Route element={<RequireRole roles={['ADMIN']} />}>
                <Route path="/organization" element={<OrganizationPage />} />
                <Route path="/data-uploads" element={<DataUploadsPage />} />
              </Route>
              <Route element={<RequireRole roles={['ADMIN', 'MANAGER']} />}>
                <Route path="/monthly-report" element={<MonthlyReportPage />} />
                <Route path="/historical-leave-data" element={<HistoricalLeavePage />} />
                <Route path="/employee/:employeeId" element={<EmployeeDetailPage />} />
                <Route path="/payment" element={<PaymentPage />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </AuthProvider>
    </QueryProvider>
  );
}
