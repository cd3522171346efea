import { Navigate, Outlet } from 'react-router';
import { t } from '../../platform/messages';
import { useAuth } from './AuthProvider';
import type { Role } from '@paydos/domain';

/**
 * Product §2 route guard: 'loading' text while auth initialises, unauthenticated users to /login,
 * a role not among those required to /dashboard. The server enforces the same roles.
 */
export function RequireRole({ roles }: { roles?: readonly Role[] }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <p className="p-6 text-sm text-muted">{t.common.loading}</p>;
  if (status === 'unauthenticated' || !user) return <Navigate to="/login" replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
