import { ArrowLeft, CalendarDays, Users } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { t } from '../../platform/messages';
import { AppFrame } from '../shell';
import { SidebarNav } from '../shell';
import { useOperatorAuth } from '../operator';
import { useOrganizationSummary } from './api';

const m = t.operatorPeople;

/**
 * Product §2: the organization sub-pages have their own sidebar: Kullanıcılar, İzinler, a link back to
 * the dashboard (/analytics) and logout.
 */
export function OrganizationPeopleLayout() {
  const { id = '' } = useParams();
  const { signOut } = useOperatorAuth();
  const navigate = useNavigate();
  const organization = useOrganizationSummary(id);
  const brand = (
    <Link
      to="/analytics"
      className="flex min-w-0 items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0">
        <span className="block">{t.operatorNav.back}</span>
        <span className="block truncate text-xs font-normal text-muted" title={organization.data?.name}>
          {organization.data?.name ?? m.organizationFallback}
        </span>
      </span>
    </Link>
  );
  return (
    <AppFrame
      brand={brand}
      sidebar={(close) => (
        <SidebarNav
          label={m.sidebarLabel}
          links={[
            { to: `/organizations/${id}/users`, label: t.operatorNav.users, icon: Users },
            { to: `/organizations/${id}/leaves`, label: t.operatorNav.leaves, icon: CalendarDays },
          ]}
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
