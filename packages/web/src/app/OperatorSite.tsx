import { Navigate, Route, Routes } from 'react-router';
import { AuditLogPage } from '../features/audit/AuditLogPage';
import { MailboxPage } from '../features/mailbox/MailboxPage';
import { OperatorAuthProvider, RequireOperator } from '../features/operator/OperatorAuthProvider';
import { OperatorLayout } from '../features/operator/OperatorLayout';
import { OperatorLoginPage } from '../features/operator/OperatorLoginPage';
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
            <Route path="/organizations/:id/users" element={<PlaceholderPage title={t.operatorNav.users} />} />
            <Route path="/organizations/:id/leaves" element={<PlaceholderPage title={t.operatorNav.leaves} />} />
            <Route path="/data-uploads" element={<PlaceholderPage title={t.operatorNav.dataUploads} />} />
            <Route path="/coupons" element={<PlaceholderPage title={t.operatorNav.coupons} />} />
            <Route path="/pricing" element={<PlaceholderPage title={t.operatorNav.pricing} />} />
            <Route path="/mail" element={<MailboxPage />} />
            <Route path="/audit" element={<AuditLogPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/analytics" replace />} />
      </Routes>
    </OperatorAuthProvider>
  );
}
