import { useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { EmployeeDetail, PersonalDataResponse } from '@paydos/contract/employees';

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
