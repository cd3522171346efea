import { Navigate, Route, Routes } from 'react-router';
import { CouponsPage } from '../features/coupons/CouponsPage';
import { OperatorUploadsPage } from '../features/data-uploads/OperatorUploadsPage';
import { AuditLogPage } from '../features/audit/AuditLogPage';
import { MailboxPage } from '../features/mailbox/MailboxPage';
import { PricingPage } from '../features/pricing/PricingPage';
import { AnalyticsPage } from '../features/operator-analytics/AnalyticsPage';
import { OrganizationDetailPage } from '../features/operator-organizations/OrganizationDetailPage';
import { OrganizationsPage } from '../features/operator-organizations/OrganizationsPage';
import { OperatorAuthProvider, RequireOperator } from '../features/operator/OperatorAuthProvider';
import { OperatorLayout } from '../features/operator/OperatorLayout';
import { OperatorLoginPage } from '../features/operator/OperatorLoginPage';
import { OperatorLeavesPage } from '../features/operator-people/LeavesPage';
import { OrganizationPeopleLayout } from '../features/operator-people/OrganizationPeopleLayout';
import { OperatorUsersPage } from '../features/operator-people/UsersPage';

/** Operator routes (spec §2); / and every other path go to /analytics. */
export function OperatorSite() {
  return (
    <OperatorAuthProvider>
      <Routes>
        <Route path="/login" element={<OperatorLoginPage />} />
        <Route element={<RequireOperator />}>
          <Route element={<OperatorLayout />}>
            <Route path="/analytics" element={<AnalyticsPage />} />
            <Route path="/organizations" element={<OrganizationsPage />} />
            <Route path="/organizations/:id" element={<OrganizationDetailPage />} />
            <Route path="/data-uploads" element={<OperatorUploadsPage />} />
            <Route path="/coupons" element={<CouponsPage />} />
            <Route path="/pricing" element={<PricingPage />} />
            <Route path="/mail" element={<MailboxPage />} />
            <Route path="/audit" element={<AuditLogPage />} />
          </Route>
          {/* Spec §2: the organization sub-pages have their own sidebar. */}
          <Route element={<OrganizationPeopleLayout />}>
            <Route path="/organizations/:id/users" element={<OperatorUsersPage />} />
            <Route path="/organizations/:id/leaves" element={<OperatorLeavesPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/analytics" replace />} />
      </Routes>
    </OperatorAuthProvider>
  );
}
