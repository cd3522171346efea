import { Menu, Palette } from 'lucide-react';
import type { MouseEvent } from 'react';
import { t } from '../../platform/messages';
import { Card } from '../../ui/Card';
import { useToast } from '../../ui/Toast';
import { OrganizationBrand, SidebarUser } from '../shell';
import { navFor } from '../shell';
import { SidebarNav, type SidebarLink } from '../shell';

/** An administrator's real navigation, with this page first (so the active look shows) and a pending count. */
const links: SidebarLink[] = [
  { to: '/test-design', label: t.design.title, icon: Palette },
  ...navFor('ADMIN').map((item) => ({ ...item, badge: item.pendingBadge ? 3 : undefined })),
];

export const sampleBrand = <OrganizationBrand name={t.design.sampleOrganization} />;
export const sampleUser = <SidebarUser name="Ayşe Yılmaz" role={t.roles.ADMIN} />;

/** The real SidebarNav; its links stay on this page (a static sample) and say so. */
export function SampleSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const toast = useToast();
  const stay = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) event.preventDefault();
  };
  const notice = () => {
    onNavigate?.();
    toast(t.design.sampleNavNotice, 'info');
  };
  return (
    <div className="flex flex-1 flex-col" onClickCapture={stay}>
      <SidebarNav label={t.common.appName} links={links} onNavigate={notice} onLogout={notice} />
    </div>
  );
}

/** The phone's drawer drawn open in the page, with the same pieces AppFrame puts in it. */
export function OpenDrawerSample() {
  return (
    <Card className="flex w-72 max-w-full flex-col overflow-hidden">
      <div className="border-b border-line px-4 py-3">{sampleBrand}</div>
      <SampleSidebarNav />
      <div className="border-t border-line px-4 py-3">{sampleUser}</div>
    </Card>
  );
}

/** The phone's top bar as AppFrame draws it, with the menu closed. */
export function TopBarSample() {
  return (
    <Card className="flex w-72 max-w-full items-center justify-between overflow-hidden px-4 py-3">
      {sampleBrand}
      <span className="rounded-lg p-2 text-ink" aria-hidden>
        <Menu className="size-5" />
      </span>
    </Card>
  );
}
