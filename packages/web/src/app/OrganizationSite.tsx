import { Navigate, Route, Routes } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { OrganizationLoginPage } from '../features/auth/OrganizationLoginPage';
import { RequireRole } from '../features/auth/RequireRole';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { ForgotPasswordPage } from '../features/password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/password-reset/ResetPasswordPage';
import { MyLeaveRequestsPage } from '../features/leaves/Page';
import { LeaveApprovalsPage } from '../features/approvals/Page';
import { OrganizationLayout } from '../features/shell/OrganizationLayout';
import { DesignSystemRoute } from '../features/design-system/DesignSystemRoute';
import { HistoricalApprovalPage } from '../features/historical-leaves/ApprovalPage';
import { HistoricalLeavePage } from '../features/historical-leaves/Page';
import { StaffManagementPage } from '../features/staff/Page';
import { OrganizationPage } from '../features/organization/Page';
import { EmployeeDetailPage } from '../features/employees/Page';
import { MyProfilePage } from '../features/profile/Page';
import { DataUploadsPage } from '../features/data-uploads/Page';
import { MonthlyReportPage } from '../features/monthly-report/Page';
import { TeamCalendarPage } from '../features/team-calendar/Page';
import { t } from '../platform/messages';
import { PaymentPage } from '../features/billing/Page';

/** Organization routes with the guards of spec §6; every other path goes to /. */
export function OrganizationSite() {
  return (
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
  );
}
