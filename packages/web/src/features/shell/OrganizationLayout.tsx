import { Building2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { t } from '../../platform/messages';
import { useAuth, useCurrentUser } from '../auth/AuthProvider';
import { usePendingCount } from '../leaves/api';
import { AppFrame } from './AppFrame';
import { navFor } from './organization-nav';
import { SidebarNav } from './SidebarNav';

export function OrganizationLayout() {
  const user = useCurrentUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // Spec §6: pending counts only for non-employees; the badge sits on the items that ask for it.
  const pending = usePendingCount(user.role !== 'EMPLOYEE');
  const links = navFor(user.role).map((item) => ({ ...item, badge: item.pendingBadge ? pending.data : undefined }));
  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
  const brand = (
    <div className="flex min-w-0 items-center gap-3">
      {user.organization.logoUrl ? (
        <img src={user.organization.logoUrl} alt="" className="size-9 rounded-lg object-contain" />
      ) : (
        <div className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
          <Building2 className="size-5" aria-hidden />
        </div>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">{user.organization.name}</p>
        <p className="text-xs text-muted">{t.common.appName}</p>
      </div>
    </div>
  );
  const footer = (
    <div className="min-w-0">
      <p className="truncate text-sm font-medium">
        {user.firstName} {user.lastName}
      </p>
      <p className="text-xs text-muted">{t.roles[user.role]}</p>
    </div>
  );
  return (
    <AppFrame
      brand={brand}
      footer={footer}
      sidebar={(close) => (
        <SidebarNav label={t.common.appName} links={links} onNavigate={close} onLogout={logout} />
      )}
    />
  );
}
