import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type {
  TeamDeletedResponse,
  CreateTeamInput,
  ManagerCandidatesResponse,
  TeamResponse,
  TeamsResponse,
  UpdateTeamInput,
} from '@paydos/contract/teams';

export type { Team } from '@paydos/contract/teams';
export type ManagerCandidate = ManagerCandidatesResponse['people'][number];

/** The organization's teams with their member counts and managers (issue 23 item 1). */
export const useTeams = () =>
  useQuery({ queryKey: ['teams'], queryFn: async () => (await api<TeamsResponse>('/teams')).teams });

/** Who may manage a team: the active MANAGER and ADMIN people (ADMIN only). */
export const useManagerCandidates = (enabled: boolean) =>
  useQuery({
    queryKey: ['teams', 'manager-candidates'],
    enabled,
    queryFn: async () => (await api<ManagerCandidatesResponse>('/teams/manager-candidates')).people,
  });

/** A change of a team changes people's department: the staff lists and filters read anew too. */
function useTeamMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
      void queryClient.invalidateQueries({ queryKey: ['employee'] });
    },
  });
}

export const useCreateTeam = () =>
  useTeamMutation((input: CreateTeamInput) => api<TeamResponse>('/teams', { method: 'POST', body: input }));
export const useUpdateTeam = () =>
  useTeamMutation(({ id, ...input }: UpdateTeamInput & { id: string }) =>
    api<TeamResponse>(`/teams/${id}`, { method: 'PATCH', body: input }),
  );
export const useDeleteTeam = () =>
  useTeamMutation((id: string) => api<TeamDeletedResponse>(`/teams/${id}`, { method: 'DELETE' }));
