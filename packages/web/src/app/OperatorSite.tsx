import { Navigate, Route, Routes } from 'react-router';
import { OperatorAuthProvider, RequireOperator } from '../features/operator/OperatorAuthProvider';
import { OperatorLayout } from '../features/operator/OperatorLayout';
import { OrganizationPeopleLayout } from '../features/operator-people/OrganizationPeopleLayout';
import { QueryProvider } from '../platform/query-client';
import { lazyPage } from './lazy-page';

// The frames are in this chunk; each page (the login page too, and the analytics charts with recharts
// above all) is fetched when it is opened; the server preloads the one a visit opens on
// (platform/index-page.ts on the server).
const OperatorLoginPage = lazyPage(() => import('../features/operator/OperatorLoginPage'), 'OperatorLoginPage');
const AnalyticsPage = lazyPage(() => import('../features/operator-analytics/AnalyticsPage'), 'AnalyticsPage');
const OrganizationsPage = lazyPage(
  () => import('../features/operator-organizations/OrganizationsPage'),
  'OrganizationsPage',
);
const OrganizationDetailPage = lazyPage(
  () => import('../features/operator-organizations/OrganizationDetailPage'),
  'OrganizationDetailPage',
);
const OperatorUploadsPage = lazyPage(
  () => import('../features/data-uploads/OperatorUploadsPage'),
  'OperatorUploadsPage',
);
const CouponsPage = lazyPage(() => import('../features/coupons/CouponsPage'), 'CouponsPage');
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage'), 'PricingPage');
const MailboxPage = lazyPage(() => import('../features/mailbox/MailboxPage'), 'MailboxPage');
const AuditLogPage = lazyPage(() => import('../features/audit/AuditLogPage'), 'AuditLogPage');
const OperatorUsersPage = lazyPage(() => import('../features/operator-people/UsersPage'), 'OperatorUsersPage');
const OperatorLeavesPage = lazyPage(() => import('../features/operator-people/LeavesPage'), 'OperatorLeavesPage');

/** Operator routes (product §2); / and every other path go to /analytics. */
export function OperatorSite() {
  return (
    <QueryProvider>
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
            {/* Product §2: the organization sub-pages have their own sidebar. */}
            <Route element={<OrganizationPeopleLayout />}>
              <Route path="/organizations/:id/users" element={<OperatorUsersPage />} />
              <Route path="/organizations/:id/leaves" element={<OperatorLeavesPage />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/analytics" replace />} />
        </Routes>
      </OperatorAuthProvider>
    </QueryProvider>
  );
}
