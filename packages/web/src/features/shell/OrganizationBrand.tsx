import { Building2 } from 'lucide-react';
import { t } from '../../platform/messages';

/** The organization's logo (or a building icon) and name, at the top of the sidebar and the phone's top bar. */
export function OrganizationBrand({ name, logoUrl }: { name: string; logoUrl?: string | null }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {logoUrl ? (
        <img src={logoUrl} alt="" className="size-9 rounded-lg object-contain" />
      ) : (
        <div className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
          <Building2 className="size-5" aria-hidden />
        </div>
      )}
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold" title={name}>
          {name}
        </p>
        <p className="text-xs text-muted">{t.common.appName}</p>
      </div>
    </div>
  );
}

/** The signed-in person's name and role, at the foot of the sidebar. */
export function SidebarUser({ name, role }: { name: string; role: string }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-sm font-medium" title={name}>
        {name}
      </p>
      <p className="text-xs text-muted">{role}</p>
    </div>
  );
}
