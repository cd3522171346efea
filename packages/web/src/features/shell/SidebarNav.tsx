import { LogOut, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { t } from '../../platform/messages';
import { cn } from '../../ui/cn';

export interface SidebarLink {
  to: string;
  label: string;
  icon: LucideIcon;
  badge?: number | null;
}

/** The list of links both sites' sidebars share, with the logout button last. */
export function SidebarNav({
  links,
  onNavigate,
  onLogout,
  label,
}: {
  links: SidebarLink[];
  onNavigate?: () => void;
  onLogout: () => void;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-1 flex-col gap-1 p-3">
      {links.map(({ to, label: text, icon: Icon, badge }) => (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-ink',
            )
          }
        >
          <Icon className="size-4 shrink-0" aria-hidden />
          <span className="flex-1">{text}</span>
          {badge ? (
            <span
              className="rounded-full bg-red-500 px-2 py-0.5 text-xs font-semibold text-white"
              aria-label={`${badge} bekleyen`}
            >
              {badge}
            </span>
          ) : null}
        </NavLink>
      ))}
      <button
        type="button"
        onClick={onLogout}
        className="mt-auto flex items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700"
      >
        <LogOut className="size-4" aria-hidden />
        {t.common.logout}
      </button>
    </nav>
  );
}
