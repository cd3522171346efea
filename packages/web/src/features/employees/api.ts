import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@paydos/domain';
import { api, downloadFile } from '../../platform/api';
import { terminationMessages } from '../../platform/messages/termination';
import type { EmployeeDetail, PersonalDataResponse } from '@paydos/contract/employees';
import type { RegistryNumberBody, RegistryNumberResponse } from '@paydos/contract/leave-record';
import type { EndEmploymentBody, EndEmploymentResponse } from '@paydos/contract/termination';

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

/** Issue 24 (4857 md. 59): the statement of unused annual leave, once the employment has ended (ADMIN only). */
export function downloadTerminationStatement(employeeId: string, language?: Language) {
  const m = terminationMessages.termination;
  const query = language ? `?language=${language}` : '';
  return downloadFile(`/employee/${employeeId}/termination-statement${query}`, m.file, m.downloadFailed);
}

/** Issue 24: an ADMIN ends a person's employment on a last day of work (the person is deactivated). */
export function useEndEmployment(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endDate: string) =>
      api<EndEmploymentResponse>(`/admin/users/${employeeId}/employment-end`, {
        method: 'PUT',
        body: { endDate } satisfies EndEmploymentBody,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['employee', employeeId] });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
