import { DEFAULT_LEAVE_POLICY, DEFAULT_WORKING_TIME, safeParseLeavePolicy, type WorkingTime } from '@paydos/domain';
import { useCurrentUser } from '../auth';

/** The organization's working days (0 = Sunday) from the logged-in user's organization policy. */
export function useWorkingDays() {
  const user = useCurrentUser();
  const parsed = safeParseLeavePolicy(user.organization.leavePolicyJson);
  return parsed.ok ? parsed.policy.workingDays : DEFAULT_LEAVE_POLICY.workingDays;
}

/** The organization's working day and hourly-leave choice (docs/decisions/015), for the leave form. */
export function useWorkingTime(): WorkingTime {
  return useCurrentUser().organization.workingTime ?? DEFAULT_WORKING_TIME;
}
