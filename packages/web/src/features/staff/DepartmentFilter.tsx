import { t } from '../../platform/messages';
import { SelectField } from '../../ui/Field';
import { useDepartments } from './api';

const m = t.staff;

/** A list's department filter: "Tüm departmanlar" ('') or one of the organization's departments. */
export function DepartmentFilter({ value, onChange }: { value: string; onChange: (department: string) => void }) {
  const departments = useDepartments();
  return (
    <SelectField label={m.department} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{m.allDepartments}</option>
      {(departments.data ?? []).map((department) => (
        <option key={department} value={department}>
          {department}
        </option>
      ))}
    </SelectField>
  );
}
