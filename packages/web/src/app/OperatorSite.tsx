import { Navigate, Route, Routes } from 'react-router';
import { MailboxPage } from '../features/mailbox/MailboxPage';
import { OperatorAuthProvider, RequireOperator } from '../features/operator/OperatorAuthProvider';
import { OperatorLayout } from '../features/operator/OperatorLayout';
import { OperatorLoginPage } from '../features/operator/OperatorLoginPage';
import { OperatorLeavesPage } from '../features/operator-people/LeavesPage';
import { OrganizationPeopleLayout } from '../features/operator-people/OrganizationPeopleLayout';
import { OperatorUsersPage } from '../features/operator-people/UsersPage';
import { PlaceholderPage } from '../features/shell/PlaceholderPage';
import { t } from '../platform/messages';

/** Operator routes (spec §2); / and every other path go to /analytics. */
export function OperatorSite() {
  return (
    <OperatorAuthProvider>
      <Routes>
        <Route path="/login" element={<OperatorLoginPage />} />
        <Route element={<RequireOperator />}>
          <Route element={<OperatorLayout />}>
            <Route path="/analytics" element={<PlaceholderPage title={t.operatorNav.analytics} />} />
            <Route path="/organizations" element={<PlaceholderPage title={t.operatorNav.organizations} />} />
            <Route path="/data-uploads" element={<PlaceholderPage title={t.operatorNav.dataUploads} />} />
            <Route path="/coupons" element={<PlaceholderPage title={t.operatorNav.coupons} />} />
            <Route path="/pricing" element={<PlaceholderPage title={t.operatorNav.pricing} />} />
            <Route path="/mail" element={<MailboxPage />} />
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
