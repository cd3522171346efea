import { DEFAULT_LEAVE_POLICY, safeParseLeavePolicy } from '@paydos/domain';
import { useCurrentUser } from '../auth';

/** The organization's working days (0 = Sunday) from the logged-in user's organization policy. */
export function useWorkingDays() {
  const user = useCurrentUser();
  const parsed = safeParseLeavePolicy(user.organization.leavePolicyJson);
  return parsed.ok ? parsed.policy.workingDays : DEFAULT_LEAVE_POLICY.workingDays;
}
