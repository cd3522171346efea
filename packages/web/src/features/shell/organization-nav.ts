import {
  BarChart3,
  CalendarRange,
  History,
  CalendarCheck2,
  CalendarDays,
  CreditCard,
  LayoutDashboard,
  type LucideIcon,
  Building2,
  Upload,
  UserRound,
  Users,
} from 'lucide-react';
import { t } from '../../platform/messages';
import { ROLES, type ApprovalFlowKind, type Role } from '@paydos/domain';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly Role[];
  /** Shows the pending-request count next to the label. */
  pendingBadge?: boolean;
  /** Roles that get the item too while the organization's flow has two steps (issue 23: a MANAGER decides his teams' requests). */
  twoStepRoles?: readonly Role[];
}

const everyone: readonly Role[] = ROLES;

/** Product §2 sidebar by role. */
export const organizationNav: readonly NavItem[] = [
  { to: '/dashboard', label: t.nav.dashboard, icon: LayoutDashboard, roles: everyone },
  // Product §D8 "Everyone may take leave": admins and managers reach their own requests too.
  { to: '/my-leave-requests', label: t.nav.myLeaveRequests, icon: CalendarDays, roles: everyone },
  { to: '/team-calendar', label: t.nav.teamCalendar, icon: CalendarRange, roles: everyone },
  { to: '/staff-management', label: t.nav.staffManagement, icon: Users, roles: ['ADMIN'] },
  {
    to: '/leave-approvals',
    label: t.nav.leaveApprovals,
    icon: CalendarCheck2,
    roles: ['ADMIN'],
    twoStepRoles: ['MANAGER'],
    pendingBadge: true,
  },
  { to: '/monthly-report', label: t.nav.monthlyReport, icon: BarChart3, roles: ['ADMIN', 'MANAGER'] },
  // Not in product §2's sidebar list, but the page is ADMIN/MANAGER's (product §6) and otherwise reachable only from an employee page.
  { to: '/historical-leave-data', label: t.nav.historicalLeave, icon: History, roles: ['ADMIN', 'MANAGER'] },
  { to: '/data-uploads', label: t.nav.dataUploads, icon: Upload, roles: ['ADMIN'] },
  { to: '/organization', label: t.nav.organization, icon: Building2, roles: ['ADMIN'] },
  { to: '/payment', label: t.nav.payment, icon: CreditCard, roles: ['ADMIN'] },
  { to: '/my-profile', label: t.nav.myProfile, icon: UserRound, roles: everyone },
];

/** A role's menu; `flowKind` is the organization's approval flow where the role's menu follows it (null: unknown). */
export function navFor(role: Role, flowKind: ApprovalFlowKind | null = null): NavItem[] {
  const twoStep = flowKind === 'MANAGER_THEN_ADMIN';
  return organizationNav.filter((item) => item.roles.includes(role) || (twoStep && item.twoStepRoles?.includes(role)));
}
