import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { EmployeeDetail, PersonalDataResponse } from '@paydos/contract/employees';
import type { RegistryNumberBody, RegistryNumberResponse } from '@paydos/contract/leave-record';

export type { EmployeeDetail } from '@paydos/contract/employees';

export function useEmployee(id: string, enabled = true) {
  return useQuery({
    queryKey: ['employee', id],
    queryFn: () => api<EmployeeDetail>(`/employee/${id}`),
    retry: false,
    enabled,
  });
}

/** Product §D6 (KVKK): the admin downloads everything held about one person as a JSON file. */
export async function downloadPersonalData(employeeId: string, fileName: string) {
  const body = await api<PersonalDataResponse>(`/employee/${employeeId}/personal-data`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(body.data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** Issue 24 item 1: an ADMIN sets or clears (empty) a person's registry number (sicil no); 409 when another has it. */
export function useSetRegistryNumber(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registryNumber: string) =>
      api<RegistryNumberResponse>(`/employee/${employeeId}/registry-number`, {
        method: 'PUT',
        body: { registryNumber } satisfies RegistryNumberBody,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employee', employeeId] }),
  });
}
