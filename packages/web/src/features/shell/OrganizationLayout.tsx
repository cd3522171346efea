import { Navigate, useLocation, useNavigate } from 'react-router';
import { t } from '../../platform/messages';
import { useAuth, useCurrentUser } from '../auth';
import { usePendingCount } from '../leaves';
import { sendWaitingDecisions } from '../approvals';
import { useApprovalFlowKind } from '../approval-flow';
import { AppFrame } from './AppFrame';
import { OrganizationBrand, SidebarUser } from './OrganizationBrand';
import { navFor } from './organization-nav';
import { SidebarNav } from './SidebarNav';
import { TitleOrganizationContext } from '../../platform/document-title';

export function OrganizationLayout() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Issue 13: while the organization must pay, every call but billing answers 402: the ADMIN is kept
  // on /payment with only its link, and nothing else is asked (a 402 elsewhere is `platform/api.ts`'s).
  const mustPay = !!user.organization.subscription.paymentRequired;
  // Product §6: pending counts only for non-employees; the badge sits on the items that ask for it.
  const pending = usePendingCount(user.role !== 'EMPLOYEE' && !mustPay);
  // Issue 23: a MANAGER reaches the approvals page while the flow has two steps (read once, cached).
  const flowKind = useApprovalFlowKind();
  const links = navFor(user.role, flowKind)
    .filter((item) => !mustPay || item.to === '/payment')
    .map((item) => ({ ...item, badge: item.pendingBadge ? pending.data : undefined }));
  const logout = async () => {
    await sendWaitingDecisions(); // an approval still within its "Geri al" time goes before the session ends
    await signOut();
    void navigate('/login', { replace: true });
  };
  if (mustPay && user.role === 'ADMIN' && pathname !== '/payment') return <Navigate to="/payment" replace />;
  const brand = <OrganizationBrand name={user.organization.name} logoUrl={user.organization.logoUrl} />;
  const footer = <SidebarUser name={`${user.firstName} ${user.lastName}`} role={t.roles[user.role]} />;
  return (
    <TitleOrganizationContext.Provider value={user.organization.name}>
      <AppFrame
        brand={brand}
        footer={footer}
        sidebar={(close) => <SidebarNav label={t.common.appName} links={links} onNavigate={close} onLogout={logout} />}
      />
    </TitleOrganizationContext.Provider>
  );
}
