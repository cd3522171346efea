import { BarChart3, Building2, FileUp, History, Inbox, ShieldCheck, Tag, Wallet } from 'lucide-react';
import { useNavigate } from 'react-router';
import { t } from '../../platform/messages';
import { usePendingUploadCount } from '../data-uploads';
import { AppFrame } from '../shell';
import { SidebarNav, type SidebarLink } from '../shell';
import { useOperatorAuth } from './OperatorAuthProvider';

/** Product §2 operator sidebar; the mailbox holds the mails of the embedded default (product §D5). */
const operatorLinks: SidebarLink[] = [
  { to: '/analytics', label: t.operatorNav.analytics, icon: BarChart3 },
  { to: '/organizations', label: t.operatorNav.organizations, icon: Building2 },
  { to: '/data-uploads', label: t.operatorNav.dataUploads, icon: FileUp },
  { to: '/coupons', label: t.operatorNav.coupons, icon: Tag },
  { to: '/pricing', label: t.operatorNav.pricing, icon: Wallet },
  { to: '/mail', label: t.operatorNav.mailbox, icon: Inbox },
  { to: '/audit', label: t.operatorNav.audit, icon: History },
];

export function OperatorLayout() {
  const { operator, signOut } = useOperatorAuth();
  const navigate = useNavigate();
  // Product §2/§9: the uploads link carries the pending count, polled every 10 seconds.
  const pendingUploads = usePendingUploadCount();
  const links = operatorLinks.map((link) =>
    link.to === '/data-uploads' ? { ...link, badge: pendingUploads.data } : link,
  );
  const brand = (
    <div className="flex items-center gap-3">
      <div className="flex size-9 items-center justify-center rounded-lg bg-slate-900 text-white">
        <ShieldCheck className="size-5" aria-hidden />
      </div>
      <div>
        <p className="text-sm font-semibold">{t.common.appName}</p>
        <p className="text-xs text-muted">{operator?.name}</p>
      </div>
    </div>
  );
  return (
    <AppFrame
      brand={brand}
      sidebar={(close) => (
        <SidebarNav
          label={t.operatorLogin.title}
          links={links}
          onNavigate={close}
          onLogout={async () => {
            await signOut();
            void navigate('/login', { replace: true });
          }}
        />
      )}
    />
  );
}
