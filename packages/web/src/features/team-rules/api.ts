import type {
  LockPeriodInput,
  MinimumNoticeInput,
  MinimumStaffingInput,
  RuleCheckInput,
  RuleCheckResponse,
  TeamRuleSavedResponse as Saved,
  TeamRulesResponse,
} from '@paydos/contract/team-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { useDebouncedValue } from '../../platform/use-debounced-value';

export type { TeamRulesResponse } from '@paydos/contract/team-rules';

const rulesKey = ['team-rules'];

export const useTeamRules = () =>
  useQuery({ queryKey: rulesKey, queryFn: () => api<TeamRulesResponse>('/team-rules') });

/** A change of the rules: the card re-reads them, and the calendar's rule days and any open rule check are stale. */
function useRuleChange<TInput>(call: (input: TInput) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rulesKey });
      void queryClient.invalidateQueries({ queryKey: ['team-calendar'] });
      void queryClient.invalidateQueries({ queryKey: ['rule-check'] });
    },
  });
}

export const useAddLockPeriod = () =>
  useRuleChange((input: LockPeriodInput) => api<Saved>('/team-rules/lock-periods', { method: 'POST', body: input }));

export const useDeleteLockPeriod = () =>
  useRuleChange((id: string) => api<Saved>(`/team-rules/lock-periods/${id}`, { method: 'DELETE' }));

export const useSetMinimumStaffing = () =>
  useRuleChange(({ teamId, ...body }: MinimumStaffingInput & { teamId: string }) =>
    api<Saved>(`/team-rules/teams/${teamId}/minimum`, { method: 'PUT', body }),
  );

/** `days` null clears the type's rule (DELETE); a number sets it. */
export const useSetMinimumNotice = () =>
  useRuleChange(
    ({ leaveType, days, mode }: Omit<MinimumNoticeInput, 'days'> & { leaveType: string; days: number | null }) =>
      days === null
        ? api<Saved>(`/team-rules/notice/${leaveType}`, { method: 'DELETE' })
        : api<Saved>(`/team-rules/notice/${leaveType}`, { method: 'PUT', body: { days, mode } }),
  );

/** How long the leave form waits after the last change of its type or dates before it asks the rules. */
export const RULE_CHECK_DELAY_MS = 400;

/**
 * The leave form's question to the team rules (POST /api/leaves/rule-check), asked once the type and
 * dates have stopped changing; `null` asks nothing. An answer for older dates is not shown as the
 * current one.
 */
export function useRuleCheck(input: RuleCheckInput | null) {
  const complete =
    input && input.leaveType && input.startDate && input.endDate && input.startDate <= input.endDate ? input : null;
  const key = complete ? JSON.stringify(complete) : '';
  const settled = useDebouncedValue(key, RULE_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: ['rule-check', settled],
    queryFn: () =>
      api<RuleCheckResponse>('/leaves/rule-check', { method: 'POST', body: JSON.parse(settled) as RuleCheckInput }),
    enabled: settled !== '' && settled === key,
    retry: false,
  });
  /** The answer for the form's current type and dates (none while they are incomplete or being changed). */
  const result: RuleCheckResponse | null = settled === key && query.data ? query.data : null;
  /** A rule refuses the request as it stands: the form holds its send button. */
  return { result, refused: result?.outcome === 'REFUSED' };
}

/** What the leave form holds of the rules' answer (useRuleCheck). */
export type RuleCheck = ReturnType<typeof useRuleCheck>;
